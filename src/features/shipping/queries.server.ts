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

export async function findSessionProvince(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('cart_shipping').select('province_code').where('session_id', '=', sessionId).executeTakeFirst();
  return row?.province_code;
}

export function saveSessionProvince(db: Db, sessionId: string, provinceCode: string) {
  return db
    .insertInto('cart_shipping')
    .values({ session_id: sessionId, province_code: provinceCode })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ province_code: provinceCode }))
    .execute();
}
