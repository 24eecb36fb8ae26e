import type { Db } from '../../db/index.server';
import './tables';

export interface ZoneRow {
  id: number;
  name: string;
  provinceCodes: string[];
}

export async function findZones(db: Db): Promise<ZoneRow[]> {
  const rows = await db.selectFrom('shipping_zones').select(['id', 'name', 'province_codes']).orderBy('position').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, provinceCodes: r.province_codes.split(',').filter(Boolean) }));
}

export function findMethods(db: Db, zoneId: number) {
  return db
    .selectFrom('shipping_methods')
    .select(['id', 'type', 'label', 'cost', 'min_amount', 'position'])
    .where('zone_id', '=', zoneId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findSessionShipping(db: Db, sessionId: string) {
  return db.selectFrom('cart_shipping').select(['province_code', 'method_id']).where('session_id', '=', sessionId).executeTakeFirst();
}

export function saveSessionProvince(db: Db, sessionId: string, provinceCode: string) {
  return db
    .insertInto('cart_shipping')
    .values({ session_id: sessionId, province_code: provinceCode })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ province_code: provinceCode }))
    .execute();
}

export function saveSessionMethod(db: Db, sessionId: string, methodId: string) {
  return db.updateTable('cart_shipping').set({ method_id: methodId }).where('session_id', '=', sessionId).execute();
}
