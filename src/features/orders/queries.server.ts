import type { Db } from '../../db/index.server';
import './tables';

/** Reads of placed orders; writes happen in placement.ts inside the order transaction. */
export function selectOrdersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      'orders.number',
      'orders.created_at',
      'orders.status',
      'orders.total',
      eb
        .selectFrom('order_lines')
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .select((l) => l.fn.coalesce(l.fn.sum<number>('order_lines.quantity'), l.lit(0)).as('n'))
        .as('item_count'),
    ])
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

export function selectOrderBy(db: Db, where: { id?: number; number?: string; userId?: number }) {
  let query = db.selectFrom('orders').selectAll();
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.number !== undefined) query = query.where('number', '=', where.number);
  if (where.userId !== undefined) query = query.where('user_id', '=', where.userId);
  return query.executeTakeFirst();
}

export function selectOrderLines(db: Db, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function selectOrderCoupons(db: Db, orderId: number) {
  return db.selectFrom('order_coupons').select(['code', 'amount']).where('order_id', '=', orderId).orderBy('code').execute();
}
