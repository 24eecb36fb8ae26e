import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { OrderLineTable, OrderTable } from './tables';

// Writes of order placement; each runs on the order's transaction.

export async function insertOrder(trx: Db, order: Insertable<OrderTable>): Promise<number> {
  return (await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow()).id;
}

export function setOrderNumber(trx: Db, id: number, number: string) {
  return trx.updateTable('orders').set({ number }).where('id', '=', id).execute();
}

export function insertOrderLines(trx: Db, lines: Insertable<OrderLineTable>[]) {
  return trx.insertInto('order_lines').values(lines).execute();
}

export function insertOrderCoupons(trx: Db, coupons: { order_id: number; code: string; amount: number }[]) {
  return coupons.length ? trx.insertInto('order_coupons').values(coupons).execute() : Promise.resolve([]);
}

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
