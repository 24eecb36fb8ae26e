import type { StockFacts } from './quantity-rules';

// The catalogue's rules for one item (a simple product, or a variation of a variable product), read from its row.

interface PriceColumns {
  regular_price: number | null;
  sale_price: number | null;
}

interface LimitColumns {
  min_qty: number | null;
  max_qty: number | null;
  sold_individually: number;
}

interface UnitColumns extends PriceColumns, LimitColumns {
  status: string;
  stock_status: string;
  stock_quantity: number | null;
  backorders_allowed: number;
}

/** The price a shopper pays for one: the sale price, else the regular price; null when it has neither (then it cannot be bought). */
export function priceOf(item: PriceColumns): number | null {
  return item.sale_price ?? item.regular_price;
}

/** The order limits of `unit` (the variation, or the simple product itself): a variation takes its product's where it has none; selling individually is the product's alone. */
export function limitsOf(unit: LimitColumns, product: LimitColumns): Pick<StockFacts, 'soldIndividually' | 'minQty' | 'maxQty'> {
  return { soldIndividually: product.sold_individually === 1, minQty: unit.min_qty ?? product.min_qty, maxQty: unit.max_qty ?? product.max_qty };
}

/** What limits how many of `unit` a cart may hold: its stock, and the limits it has or takes from its product. */
export function stockFacts(unit: UnitColumns, product: UnitColumns): StockFacts {
  return {
    inStock: unit.stock_status !== 'outofstock',
    stockQuantity: unit.stock_quantity,
    backordersAllowed: unit.backorders_allowed === 1,
    ...limitsOf(unit, product),
  };
}

export function isPurchasable(unit: UnitColumns, product: UnitColumns): boolean {
  return unit.status === 'publish' && product.status === 'publish' && priceOf(unit) !== null;
}
