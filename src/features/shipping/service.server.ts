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

/** The province the shopper last chose for a shipping estimate, if any. */
export function sessionShippingProvince(db: Db, sessionId: string): Promise<string | undefined> {
  return q.findSessionProvince(db, sessionId);
}

export function rememberShippingProvince(db: Db, sessionId: string, provinceCode: string): Promise<unknown> {
  return q.saveSessionProvince(db, sessionId, provinceCode);
}
