import { timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.server';
import type { OrderLineTable, OrderStatus, OrderTable, PaymentMethod } from './tables';
import { selectOrderBy, selectOrderCoupons, selectOrderLines, selectOrdersOfUser } from './queries.server';

export type { OrderStatus, PaymentMethod };

export interface OrderSummary {
  id: number;
  number: string;
  date: string; // ISO time the order was placed
  status: OrderStatus;
  total: number;
  itemCount: number;
}

export interface OrderLine {
  productId: number;
  variationId: number | null;
  name: string;
  attributes: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderDetail extends OrderSummary {
  orderKey: string;
  userId: number | null;
  customer: { name: string; phone: string; email: string };
  address: {
    provinceCode: string;
    provinceName: string;
    districtCode: string | null;
    districtName: string | null;
    wardCode: string;
    wardName: string;
    street: string;
  };
  note: string;
  paymentMethod: PaymentMethod;
  shipping: { id: string; label: string; total: number };
  subtotal: number;
  discountTotal: number;
  coupons: { code: string; amount: number }[];
  lines: OrderLine[];
}

/** A customer's orders, newest first, for the my-account orders table. */
export async function listOrdersForUser(db: Db, userId: number): Promise<OrderSummary[]> {
  const rows = await selectOrdersOfUser(db, userId);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    date: r.created_at,
    status: r.status,
    total: Number(r.total),
    itemCount: Number(r.item_count ?? 0),
  }));
}

/** One of the customer's own orders by its number; undefined for another customer's or an unknown one. */
export async function loadOrderForUser(db: Db, userId: number, orderNumber: string): Promise<OrderDetail | undefined> {
  const order = await selectOrderBy(db, { number: orderNumber, userId });
  return order && detailOf(db, order);
}

/** An order by id when the order key matches, with the session that placed it (the thank-you page's proofs, decision 101). */
export async function loadOrderByKey(db: Db, id: number, orderKey: string): Promise<(OrderDetail & { sessionId: string }) | undefined> {
  const order = await selectOrderBy(db, { id });
  return order && sameKey(order.order_key, orderKey) ? { ...(await detailOf(db, order)), sessionId: order.session_id } : undefined;
}

function sameKey(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function detailOf(db: Db, o: Selectable<OrderTable>): Promise<OrderDetail> {
  const [lines, coupons] = await Promise.all([selectOrderLines(db, o.id), selectOrderCoupons(db, o.id)]);
  return {
    id: o.id,
    number: o.number,
    date: o.created_at,
    status: o.status,
    total: Number(o.total),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    orderKey: o.order_key,
    userId: o.user_id,
    customer: { name: o.customer_name, phone: o.phone, email: o.email },
    address: {
      provinceCode: o.province_code,
      provinceName: o.province_name,
      districtCode: o.district_code,
      districtName: o.district_name,
      wardCode: o.ward_code,
      wardName: o.ward_name,
      street: o.street,
    },
    note: o.note,
    paymentMethod: o.payment_method,
    shipping: { id: o.shipping_method_id, label: o.shipping_method_label, total: Number(o.shipping_total) },
    subtotal: Number(o.subtotal),
    discountTotal: Number(o.discount_total),
    coupons: coupons.map((c) => ({ code: c.code, amount: Number(c.amount) })),
    lines: lines.map(lineOf),
  };
}

function lineOf(l: Selectable<OrderLineTable>): OrderLine {
  return {
    productId: l.product_id,
    variationId: l.variation_id,
    name: l.name,
    attributes: l.attributes,
    sku: l.sku,
    quantity: l.quantity,
    unitPrice: Number(l.unit_price),
    lineTotal: Number(l.line_total),
  };
}
