import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/index.server';
import { demoCoupons, seedDemoCoupons } from '../../src/db/seed/coupons.server';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { checkoutForm, productId, Shopper, validFields } from '../../src/features/checkout/checkout-test-support';
import type { AppEnv } from '../../src/server/shop.server';
import { createSchema, dropSchema, urlWithSchema } from '../support/databases';
import { startShopProcess, type ShopProcess } from '../support/shop-process';
import { scaled, seeded } from './scale';

// Issue 6: kill -9 at a random moment while orders are being placed, restart, and check everything acknowledged.
const rounds = scaled(2, 10);
const shoppersPerRound = scaled(12, 30);
const wallet = demoFacts.simpleProductSlug;

/**
 * Shoppers that talk to the real process over HTTP, keeping their cookies (the same helpers as in-process tests);
 * posts carry the shop's Origin, as a browser's do.
 */
const overHttp = (origin: string) =>
  ({
    request: (path: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      if (init.method === 'POST') headers.set('origin', origin);
      return fetch(origin + path, { ...init, headers, redirect: 'manual' });
    },
  }) as unknown as Hono<AppEnv>;

/** Where the shop process keeps its orders: its DATABASE_URL, and a connection of the test's own for the checks. */
interface Target {
  name: 'sqlite' | 'postgres';
  start(): Promise<{ url: (dataDir: string) => string; open: (dataDir: string) => Promise<Database>; drop: () => Promise<void> }>;
}
const sqliteFile = (dataDir: string) => `file:${join(dataDir, 'shop.db')}`;
const targets: Target[] = [{ name: 'sqlite', start: async () => ({ url: sqliteFile, open: (dataDir) => openDatabase(sqliteFile(dataDir)), drop: async () => {} }) }];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  targets.push({
    name: 'postgres',
    async start() {
      const schema = await createSchema(postgresUrl);
      return { url: () => urlWithSchema(postgresUrl, schema), open: () => openDatabase(postgresUrl, { schema }), drop: () => dropSchema(postgresUrl, schema) };
    },
  });
}

describe.each(targets.map((t) => [t.name, t] as const))('crash during order placement (%s, the real process)', (_name, target) => {
  let shop: ShopProcess | undefined;
  let database: Database | undefined;
  let drop = async () => {};
  afterAll(async () => {
    shop?.child.kill('SIGKILL');
    await shop?.exited;
    await database?.close();
    await drop();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it(`issue 6: ${rounds} rounds of kill -9 mid-checkout lose no acknowledged order, line, stock, coupon count or mail copy`, async () => {
    const random = seeded();
    const where = await target.start();
    drop = where.drop;
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-process-'));
    const env = { PAGE_CACHE_SECONDS: '0', DATABASE_URL: where.url(dataDir) };
    shop = await startShopProcess(env, dataDir);
    database = await where.open(dataDir);
    const db = database.db;
    await seedDemoCoupons(db);
    await db.updateTable('products').set({ stock_quantity: 100_000, stock_status: 'instock', backorders_allowed: 0 }).where('slug', '=', wallet).execute();
    const id = String(await productId(db, wallet));
    const acknowledged: { id: number; key: string }[] = [];
    let tried = 0;
    for (let round = 0; round < rounds; round++) {
      const ready: { s: Shopper; fields: Record<string, string> }[] = [];
      for (let i = 0; i < shoppersPerRound; i++) {
        const s = new Shopper(overHttp(shop.origin));
        await s.json('add_to_cart', { product_id: id, quantity: String(1 + (i % 3)) });
        const form = await checkoutForm(s);
        if (i % 2) await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: demoCoupons.percent.code });
        ready.push({ s, fields: validFields(form, { billing_email: `khach${round}-${i}@example.com` }) });
      }
      let firstAnswer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
      const placing = ready.map(async ({ s, fields }) => {
        tried++;
        try {
          const res = await s.request('/?wc-ajax=checkout', { method: 'POST', body: new URLSearchParams(fields) });
          const answer = (await res.json()) as { result: string; redirect?: string };
          const m = /order-received\/(\d+)\/\?key=([\w-]+)/.exec(answer.redirect ?? '');
          if (answer.result === 'success' && m) acknowledged.push({ id: Number(m[1]), key: m[2]! });
          firstAnswer();
        } catch {
          // cut by the kill: not acknowledged, so it may or may not exist
        }
      });
      // Somewhere inside the burst, once answers come: some orders answered, some mid-transaction, some not begun.
      await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await new Promise((resolve) => setTimeout(resolve, random() * 300));
      shop.child.kill('SIGKILL');
      await shop.exited;
      await Promise.all(placing);
      shop = await startShopProcess(env, dataDir);
    }

    const orders = await db.selectFrom('orders').select(['id', 'order_key', 'discount_total']).execute();
    const byId = new Map(orders.map((o) => [o.id, o]));
    const lines = await db.selectFrom('order_lines').select(['order_id', 'product_id', 'quantity']).execute();
    const sold = lines.filter((l) => String(l.product_id) === id).reduce((n, l) => n + l.quantity, 0);
    const product = await db.selectFrom('products').select('stock_quantity').where('slug', '=', wallet).executeTakeFirstOrThrow();
    const coupon = (await db.selectFrom('coupons').select(['id', 'code', 'usage_count']).execute()).find((c) => c.code.toUpperCase() === demoCoupons.percent.code)!;
    const usages = await db.selectFrom('coupon_usages').select('order_id').where('coupon_id', '=', coupon.id).execute();
    const withCoupon = (await db.selectFrom('order_coupons').select(['order_id', 'code']).execute()).filter((c) => c.code.toUpperCase() === demoCoupons.percent.code);
    const outbox = await db.selectFrom('outbox').select('id').execute();
    const emptyCopies = outbox.filter(({ id: mailId }) => !(statSync(join(dataDir, 'mail', `${mailId}.eml`), { throwIfNoEntry: false })?.size ?? 0));
    console.log(`crash on ${target.name}: ${rounds} kills, ${tried} checkouts tried, ${acknowledged.length} acknowledged, ${orders.length} orders kept, ${outbox.length} mails, ${emptyCopies.length} copies missing`);

    expect(acknowledged.length).toBeGreaterThan(0);
    for (const order of acknowledged) expect(byId.get(order.id)?.order_key, `order ${order.id}`).toBe(order.key);
    for (const order of orders) expect(lines.some((l) => l.order_id === order.id), `lines of ${order.id}`).toBe(true);
    expect(product.stock_quantity).toBe(100_000 - sold);
    expect(usages.length).toBe(withCoupon.length);
    expect(coupon.usage_count).toBe(withCoupon.length);
    expect(outbox.length).toBe(orders.length * 2);
    expect(emptyCopies).toEqual([]);
    for (const { id: mailId } of outbox.slice(0, 3)) expect(readFileSync(join(dataDir, 'mail', `${mailId}.eml`), 'utf8')).toMatch(/^[\s\S]*Subject:/);
  }, 600_000);
});
