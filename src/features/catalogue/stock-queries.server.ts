import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import './tables';

// Writes of stock taken by an order; each runs on the order's transaction.

/** The stock facts of one product or variation, read inside the transaction. */
export function findStock(trx: Db, id: number) {
  return trx.selectFrom('products').select(['id', 'stock_quantity', 'stock_status', 'backorders_allowed']).where('id', '=', id).executeTakeFirst();
}

/**
 * Takes `quantity` from a counted stock in one conditional UPDATE: without backorders only while enough is left,
 * so concurrent orders can never take it below zero (the row lock on PostgreSQL, the single writer on SQLite).
 * The status follows: sold out (or on backorder) once nothing is left. False when the stock was not enough.
 */
export async function takeCountedStock(trx: Db, id: number, quantity: number, backorders: boolean): Promise<boolean> {
  const emptyStatus = backorders ? 'onbackorder' : 'outofstock';
  let update = trx
    .updateTable('products')
    .set({
      stock_quantity: sql<number>`stock_quantity - ${quantity}`,
      stock_status: sql<'instock'>`case when stock_quantity <= ${quantity} then ${emptyStatus} else stock_status end`,
    })
    .where('id', '=', id)
    .where('stock_quantity', 'is not', null)
    .where('stock_status', '!=', 'outofstock');
  if (!backorders) update = update.where('stock_quantity', '>=', quantity);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function addTotalSales(trx: Db, productId: number, quantity: number) {
  return trx
    .updateTable('products')
    .set({ total_sales: sql<number>`total_sales + ${quantity}` })
    .where('id', '=', productId)
    .execute();
}
