import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { productId, Shopper } from '../cart/cart-test-support';
import { mailFolder } from '../mail/index.server';
import { remindAbandonedCarts } from './abandoned-carts.server';
import { leaveCartIdle, marketingRows, openTestShop, reportEmail } from './marketing-email-test-support';

// Decision 098, follow-up: the reminders are queued before their copies are written, so a copy the disk refuses is logged, not the run's failure.
describe.each(testDatabases.map((d) => [d.name, d] as const))('cart reminders beside a mail folder that cannot be written on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 3.10: a read-only or full disk under the mail folder is logged as mail-file; the reminders stay queued and the run answers them', async () => {
    const s = new Shopper(shop.app);
    expect((await s.ajax('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: '1' })).status).toBe(200);
    await reportEmail(s, { email: 'dia.day@gmail.com' });
    const cart = (await marketingRows(db())).find((r) => r.email === 'dia.day@gmail.com')!;
    await leaveCartIdle(db(), cart.cart_id, 2);
    const folder = mailFolder(shop.deps.config.dataDir);
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder'); // every write below it fails, as on a read-only disk, even for root
    const errors = vi.spyOn(process.stderr, 'write');
    try {
      const reminders = await remindAbandonedCarts(shop.deps);
      expect(reminders.map((r) => r.cartId)).toEqual([cart.cart_id]);
      const mail = await db().selectFrom('outbox').select(['recipient', 'status']).where('id', '=', reminders[0]!.mailId).executeTakeFirstOrThrow();
      expect(mail).toEqual({ recipient: 'dia.day@gmail.com', status: 'queued' });
      const logged = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"mail-file"'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(String(reminders[0]!.mailId));
    } finally {
      errors.mockRestore();
      await rm(folder);
    }
  });
});
