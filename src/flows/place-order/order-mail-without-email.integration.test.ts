import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, setSetting, setStock } from '../../features/checkout/checkout-test-support';
import { QuickBuyer } from '../../features/quick-buy/quick-buy-test-support';

// A quick-buy order may have no e-mail: the shop is told of it, and no confirmation is queued to ''.
const shopEmail = 'banhang@cuahang.example';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the mail of an order without an e-mail on %s', (_name, kind) => {
  let shop: TestShop;
  let id: number;
  const db = () => shop.deps.database.db;
  const outbox = () => db().selectFrom('outbox').select(['recipient', 'subject']).orderBy('id').execute();

  beforeAll(async () => {
    shop = await openTestShop(kind, { LIMIT_CONFIRMATIONS_PER_HOUR: '1' });
    id = await productId(db(), demoFacts.simpleProductSlug);
    await setStock(db(), demoFacts.simpleProductSlug, 100);
    await setSetting(db(), 'shop_email', shopEmail);
  });
  afterAll(() => shop?.close());

  it("queues only the shop's new-order mail, and two such orders share no confirmation limit", async () => {
    for (const phone of ['0933000001', '0933000002']) {
      const answer = await new QuickBuyer(shop.app).order(id, { 'customer-email': '', 'customer-phone': phone, 'customer-valid-phone': phone });
      expect(answer.body.success).toBe(true);
    }
    expect((await outbox()).map((m) => m.recipient)).toEqual([shopEmail, shopEmail]);
    expect(await db().selectFrom('rate_events').select('subject').where('kind', '=', 'order-confirmation').execute()).toEqual([]);
    // An order with an e-mail is still confirmed to it.
    await new QuickBuyer(shop.app).order(id, { 'customer-email': 'co.email@example.vn' });
    expect((await outbox()).map((m) => m.recipient).slice(2)).toEqual(['co.email@example.vn', shopEmail]);
  });
});
