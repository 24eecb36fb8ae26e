import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.server';
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
