import type { Db } from '../../db/index.server';
import { addTotalSales, findStock, takeCountedStock } from './stock-queries.server';

/** One bought item: the product, and the variation whose stock it takes when it has one. */
export interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  name: string;
}

/** The order cannot be placed: this item has not enough stock left. */
export class OutOfStock extends Error {
  constructor(readonly line: StockLine) {
    super(`not enough stock for ${line.name}`);
    this.name = 'OutOfStock';
  }
}

/**
 * Takes the order's items from stock and counts them as sold, inside the order's transaction; throws OutOfStock
 * to roll the order back. Items are taken in id order, so two orders never wait on each other's rows in a cycle.
 */
export async function takeStock(trx: Db, lines: StockLine[]): Promise<void> {
  const byUnit = [...lines].sort((a, b) => (a.variationId ?? a.productId) - (b.variationId ?? b.productId));
  for (const line of byUnit) {
    const unitId = line.variationId ?? line.productId;
    const unit = await findStock(trx, unitId);
    if (!unit || unit.stock_status === 'outofstock') throw new OutOfStock(line);
    if (unit.stock_quantity !== null && !(await takeCountedStock(trx, unitId, line.quantity, unit.backorders_allowed === 1))) {
      throw new OutOfStock(line);
    }
  }
  const soldByProduct = new Map<number, number>();
  for (const line of lines) soldByProduct.set(line.productId, (soldByProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...soldByProduct].sort((a, b) => a[0] - b[0])) await addTotalSales(trx, productId, quantity);
}
