import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { takeItem, type OrderItemRequest } from '../../flows/place-order/item-order.server';
import { OrderRefused } from '../../flows/place-order/place-order.server';
import { priceOrder, type OrderPricing } from '../../flows/totals/price-order.server';
import type { OrderLine } from '../orders/index.server';
import type { ShippingMethod } from '../shipping/index.server';
import type { Parsed } from './order-input.server';

/**
 * The item's line priced from the catalogue, held to its stock and limits, exactly as the order will take it; a
 * variation id that is not the product's own is refused (an id of another product's variation included).
 */
export async function pricedLine(db: Db, item: OrderItemRequest): Promise<Parsed<OrderLine>> {
  try {
    const line = await takeItem(db, item);
    if (item.variationId !== null && line.variationId !== item.variationId) return { ok: false, message: vi.quickBuy.notFound };
    return { ok: true, value: line };
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, message: error.problems[0]?.message ?? vi.quickBuy.orderFailed };
    throw error;
  }
}

/**
 * The line's shipping methods to the province and its coupon's discount, priced as the order will be; a signed-in
 * customer's own uses count against the coupon's per-customer limit, as on the cart.
 */
export function priceLine(db: Db, line: OrderLine, where: { provinceCode: string | null; couponCode: string; methodId?: string; userId?: number | null }): Promise<OrderPricing> {
  return priceOrder(db, {
    lines: [line],
    couponCodes: where.couponCode ? [where.couponCode] : [],
    provinceCode: where.provinceCode,
    shippingMethodId: where.methodId ?? '',
    customer: { userId: where.userId ?? null },
  });
}

/** The area's shipping methods for the line as an order would price them now, and the one it would charge. */
export interface ShippingNow {
  methods: ShippingMethod[];
  chosen: string | null;
}

export async function shippingNow(db: Db, item: OrderItemRequest, where: { provinceCode: string; couponCode: string; methodId: string }): Promise<ShippingNow> {
  const line = await pricedLine(db, item);
  const pricing = line.ok ? await priceLine(db, line.value, where) : undefined;
  return { methods: pricing?.shippingMethods ?? [], chosen: pricing?.shipping?.id ?? null };
}
