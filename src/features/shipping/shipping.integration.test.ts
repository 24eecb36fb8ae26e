import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.server';
import { startingMethodLabels } from '../../db/migrations/006-coupons-shipping.server';
import { testDatabases } from '../../../tests/support/databases';
import { shippingMethodsFor } from './service.server';

const flat = startingMethodLabels.flatRate;
const free = startingMethodLabels.freeShipping;

describe.each(testDatabases.map((d) => [d.name, d] as const))('shipping methods by zone on %s', (_name, kind) => {
  let database: Database;
  const methods = async (provinceCode: string, subtotal: number) =>
    (await shippingMethodsFor(database.db, { provinceCode, subtotal })).map((m) => [m.label, m.cost]);

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  it('spec 5 shipping: Hà Nội (01) and TP. Hồ Chí Minh (79) pay the city flat rate', async () => {
    expect(await methods('01', 100_000)).toEqual([[flat, 20_000]]);
    expect(await methods('79', 499_999)).toEqual([[flat, 20_000]]);
  });

  it('spec 5 shipping: every other province, and an unknown one, falls back to the nationwide zone', async () => {
    for (const code of ['48', '92', '02', 'zz', '']) expect(await methods(code, 100_000), code).toEqual([[flat, 35_000]]);
  });

  it('spec 5 shipping: free shipping from 500.000 ₫, listed first as the cheapest', async () => {
    expect(await methods('01', 500_000)).toEqual([[free, 0], [flat, 20_000]]);
    expect(await methods('48', 2_000_000)).toEqual([[free, 0], [flat, 35_000]]);
    const [first] = await shippingMethodsFor(database.db, { provinceCode: '48', subtotal: 500_000 });
    expect(first?.id).toMatch(/^free_shipping:\d+$/);
  });

  it('decision 093: a method priced below zero or past what a total can hold (a careless edit) is not offered, never a discount', async () => {
    const zone = await database.db.selectFrom('shipping_zones').select('id').where('province_codes', '=', '').executeTakeFirstOrThrow();
    const careless = [{ cost: -20_000, min_amount: null }, { cost: 2 ** 53 + 2, min_amount: null }, { cost: 0, min_amount: 2 ** 53 + 2 }];
    const ids = [];
    for (const priced of careless) {
      const row = await database.db.insertInto('shipping_methods').values({ zone_id: zone.id, type: 'flat_rate', label: 'Giá nhập nhầm', ...priced }).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    try {
      expect(await methods('48', 100_000)).toEqual([[flat, 35_000]]);
    } finally {
      await database.db.deleteFrom('shipping_methods').where('id', 'in', ids).execute();
    }
  });
});
