import type { Db } from '../../db/index.server';
import * as q from './queries.server';

export interface ShippingMethod {
  /** `<type>:<method row id>`, as the ecosystem names rates, e.g. 'flat_rate:1'. */
  id: string;
  label: string;
  /** đồng */
  cost: number;
}

/** The zone listing this province, or else the first zone listing none (the nationwide fallback). */
export function zoneFor<Z extends q.ZoneRow>(zones: Z[], provinceCode: string): Z | undefined {
  return zones.find((z) => z.provinceCodes.includes(provinceCode)) ?? zones.find((z) => z.provinceCodes.length === 0);
}

/**
 * The methods of the province's zone, cheapest first; free shipping only from its minimum amount. Pass as
 * `subtotal` the cart subtotal after coupon discounts (the ecosystem's default for the free-shipping minimum).
 */
export async function shippingMethodsFor(db: Db, where: { provinceCode: string; subtotal: number }): Promise<ShippingMethod[]> {
  const zone = zoneFor(await q.findZones(db), where.provinceCode);
  if (!zone) return [];
  const methods = await q.findMethods(db, zone.id);
  return methods
    .filter((m) => m.type !== 'free_shipping' || m.min_amount === null || where.subtotal >= m.min_amount)
    .map((m) => ({ id: `${m.type}:${m.id}`, label: m.label, cost: m.type === 'free_shipping' ? 0 : Number(m.cost) }))
    .sort((a, b) => a.cost - b.cost);
}

/** Where and how the shopper's cart ships, as last chosen: the province, and the method ('' for the cheapest). */
export interface ShippingChoice {
  provinceCode: string;
  methodId: string;
}

/** The province and method the shopper last chose for the cart, if any. */
export async function sessionShippingChoice(db: Db, sessionId: string): Promise<ShippingChoice | undefined> {
  const row = await q.findSessionShipping(db, sessionId);
  return row && { provinceCode: row.province_code, methodId: row.method_id };
}

export function rememberShippingProvince(db: Db, sessionId: string, provinceCode: string): Promise<unknown> {
  return q.saveSessionProvince(db, sessionId, provinceCode);
}

/** Keeps the method for the session's cart; the caller has checked that its province offers it. */
export function rememberShippingMethod(db: Db, sessionId: string, methodId: string): Promise<unknown> {
  return q.saveSessionMethod(db, sessionId, methodId);
}
