import type { Db } from '../../db/index.server';
import { newOrderKey, orderNumberOf } from './order-key.server';
import type { OrderLine, PaymentMethod } from './service.server';
import type { OrderStatus } from './tables';
import { insertOrder, insertOrderCoupons, insertOrderLines, setOrderNumber } from './write-queries.server';

/** Everything an order records, priced on the server just before it is written. */
export interface NewOrder {
  userId: number | null;
  sessionId: string;
  customer: { name: string; phone: string; email: string };
  address: {
    province: { code: string; name: string };
    district: { code: string; name: string } | null;
    ward: { code: string; name: string };
    street: string;
  };
  note: string;
  paymentMethod: PaymentMethod;
  shipping: { id: string; label: string; cost: number };
  subtotal: number;
  coupons: { code: string; amount: number }[];
  discountTotal: number;
  total: number;
  lines: OrderLine[];
}

export interface PlacedOrder {
  id: number;
  number: string;
  orderKey: string;
}

/** Cash on delivery is processed at once; a bank transfer waits on hold until the money arrives, unless there is none to send. */
export function initialStatus(payment: PaymentMethod, total: number): OrderStatus {
  return payment === 'bacs' && total > 0 ? 'on-hold' : 'processing';
}

/** Writes the order with its lines and coupons; call it inside the order's transaction. */
export async function createOrder(trx: Db, order: NewOrder, now = new Date()): Promise<PlacedOrder> {
  const orderKey = newOrderKey();
  const id = await insertOrder(trx, {
    number: orderKey, // unique until the id it is made from is known, a moment later
    order_key: orderKey,
    status: initialStatus(order.paymentMethod, order.total),
    user_id: order.userId,
    session_id: order.sessionId,
    customer_name: order.customer.name,
    phone: order.customer.phone,
    email: order.customer.email,
    province_code: order.address.province.code,
    province_name: order.address.province.name,
    district_code: order.address.district?.code ?? null,
    district_name: order.address.district?.name ?? null,
    ward_code: order.address.ward.code,
    ward_name: order.address.ward.name,
    street: order.address.street,
    note: order.note,
    payment_method: order.paymentMethod,
    shipping_method_id: order.shipping.id,
    shipping_method_label: order.shipping.label,
    shipping_total: order.shipping.cost,
    subtotal: order.subtotal,
    discount_total: order.discountTotal,
    total: order.total,
    created_at: now.toISOString(),
  });
  const number = orderNumberOf(id);
  await setOrderNumber(trx, id, number);
  await insertOrderLines(
    trx,
    order.lines.map((l) => ({
      order_id: id,
      product_id: l.productId,
      variation_id: l.variationId,
      name: l.name,
      attributes: l.attributes,
      sku: l.sku,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      line_total: l.lineTotal,
    })),
  );
  await insertOrderCoupons(trx, order.coupons.map((c) => ({ order_id: id, code: c.code, amount: c.amount })));
  return { id, number, orderKey };
}
