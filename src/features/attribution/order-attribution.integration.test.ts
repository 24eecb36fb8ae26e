import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.server';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import '../orders/tables';
import { loadOrderAttribution, readOrderAttribution, saveOrderAttribution } from './order-attribution.server';

const checkoutPost = new URLSearchParams({
  billing_email: 'lan@gmail.com',
  wc_order_attribution_source_type: 'utm',
  wc_order_attribution_utm_source: 'facebook',
  wc_order_attribution_utm_medium: 'social',
  wc_order_attribution_utm_campaign: 'tet2027',
  wc_order_attribution_session_pages: '3',
  wc_order_attribution_referrer: '',
  wc_order_attribution_evil: 'x',
});

describe.each(testDatabases.map((d) => [d.name, d] as const))('order attribution stored with the order on %s', (_name, kind: TestDatabase) => {
  let database: Database;
  const db = () => database.db;

  async function insertOrder(trx = db()): Promise<number> {
    const suffix = Math.random().toString(36).slice(2, 10);
    const row = await trx
      .insertInto('orders')
      .values({
        number: `A${suffix}`,
        order_key: `wc_order_${suffix}`,
        status: 'processing',
        user_id: null,
        session_id: 'x',
        customer_name: 'Lan',
        phone: '0912345678',
        email: 'lan@gmail.com',
        province_code: '79',
        province_name: 'TP. Hồ Chí Minh',
        district_code: null,
        district_name: null,
        ward_code: '26734',
        ward_name: 'Bến Nghé',
        street: '1 Lê Lợi',
        payment_method: 'cod',
        shipping_method_id: 'flat_rate',
        shipping_method_label: 'Giao hàng',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  it('spec 3.9 / contract.md: the checkout\'s attribution fields are stored with the order in its transaction', async () => {
    const orderId = await db().transaction().execute(async (trx) => {
      const id = await insertOrder(trx);
      await saveOrderAttribution(trx, id, readOrderAttribution(checkoutPost));
      return id;
    });
    expect(await loadOrderAttribution(db(), orderId)).toEqual({ source_type: 'utm', utm_source: 'facebook', utm_medium: 'social', utm_campaign: 'tet2027', session_pages: '3' });
  });

  it('a value read at its cap is stored and read back unchanged (no half character turned into \uFFFD by the database)', async () => {
    const orderId = await insertOrder();
    const fields = readOrderAttribution(new URLSearchParams({ wc_order_attribution_utm_campaign: `x${'🎉'.repeat(120)}` }));
    await saveOrderAttribution(db(), orderId, fields);
    expect(await loadOrderAttribution(db(), orderId)).toEqual(fields);
  });

  it('an order without attribution stores no rows; unknown fields handed in directly are not stored', async () => {
    const orderId = await insertOrder();
    await saveOrderAttribution(db(), orderId, {});
    await saveOrderAttribution(db(), orderId, { not_a_field: 'x', utm_term: '' });
    expect(await loadOrderAttribution(db(), orderId)).toEqual({});
  });

  it('decision 014: a failed order leaves no attribution behind', async () => {
    let orderId = 0;
    await expect(
      db().transaction().execute(async (trx) => {
        orderId = await insertOrder(trx);
        await saveOrderAttribution(trx, orderId, { source_type: 'organic' });
        throw new Error('stock ran out');
      }),
    ).rejects.toThrow('stock ran out');
    expect(await db().selectFrom('order_attribution').selectAll().where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('deleting an order deletes its attribution', async () => {
    const orderId = await insertOrder();
    await saveOrderAttribution(db(), orderId, { source_type: 'typein' });
    await db().deleteFrom('orders').where('id', '=', orderId).execute();
    expect(await loadOrderAttribution(db(), orderId)).toEqual({});
  });
});
