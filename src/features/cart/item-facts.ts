import type { ItemRow } from './item-queries';
import type { StockFacts } from './quantity-rules';

/** The price a shopper pays for one, read from the catalogue every time (never from the request). */
export function unitPrice(unit: ItemRow): number | null {
  return unit.sale_price ?? unit.regular_price;
}

/** `unit` is the variation, or the simple product itself; a variation takes its product's limits where it has none. */
export function stockFacts(unit: ItemRow, product: ItemRow): StockFacts {
  return {
    inStock: unit.stock_status !== 'outofstock',
    stockQuantity: unit.stock_quantity,
    backordersAllowed: unit.backorders_allowed === 1,
    soldIndividually: product.sold_individually === 1,
    minQty: unit.min_qty ?? product.min_qty,
    maxQty: unit.max_qty ?? product.max_qty,
  };
}

export function isPurchasable(unit: ItemRow, product: ItemRow): boolean {
  return unit.status === 'publish' && product.status === 'publish' && unitPrice(unit) !== null;
}
