import type { Db } from '../../db/index.server';
import { dialectOf } from '../../db/dialect.server';
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

// A method priced below zero, or past what a total can count exactly (a careless edit), is not offered; such a row is
// never even read, as the SQLite driver refuses numbers beyond 2^53 (decision 093).
const pricedSanely = (db: Db) =>
  db
    .selectFrom('shipping_methods')
    .where('cost', '>=', 0)
    .where('cost', '<=', Number.MAX_SAFE_INTEGER)
    .where((eb) => eb.or([eb('min_amount', 'is', null), eb('min_amount', '<=', Number.MAX_SAFE_INTEGER)]));

export function findMethods(db: Db, zoneId: number) {
  return pricedSanely(db)
    .select(['id', 'type', 'label', 'cost', 'min_amount', 'position'])
    .where('zone_id', '=', zoneId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Locks the row of the method named `<type>:<row id>` until the transaction ends (PostgreSQL; SQLite locks the file). */
export async function holdMethodRow(trx: Db, methodId: string): Promise<void> {
  const [, type, id] = /^(flat_rate|free_shipping):(\d{1,9})$/.exec(methodId) ?? [];
  if (!id || dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('shipping_methods').select('id').where('id', '=', Number(id)).where('type', '=', type as 'flat_rate').forShare().execute();
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
