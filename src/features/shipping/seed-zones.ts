import type { Kysely } from 'kysely';
import * as vi from '../../lib/messages/index';

const freeFrom = 500_000;

/** The shop's starting zones: the two big cities, then the nationwide fallback; free shipping from 500.000 ₫ in both. */
const zones = [
  { name: vi.coupons.zones.majorCities, provinceCodes: ['01', '79'], flatRate: 20_000 },
  { name: vi.coupons.zones.elsewhere, provinceCodes: [], flatRate: 35_000 },
];

// Runs inside migration 006, so it sees the database untyped.
export async function seedShippingZones(db: Kysely<any>): Promise<void> {
  for (const [position, zone] of zones.entries()) {
    const { id } = await db
      .insertInto('shipping_zones')
      .values({ name: zone.name, province_codes: zone.provinceCodes.join(','), position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('shipping_methods')
      .values([
        { zone_id: id, type: 'flat_rate', label: vi.coupons.methods.flatRate, cost: zone.flatRate, min_amount: null, position: 0 },
        { zone_id: id, type: 'free_shipping', label: vi.coupons.methods.freeShipping, cost: 0, min_amount: freeFrom, position: 1 },
      ])
      .execute();
  }
}
