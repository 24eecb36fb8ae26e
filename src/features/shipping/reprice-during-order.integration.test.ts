import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.server';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttp, type Shopper } from '../cart/cart-test-support';
import { checkoutForm, count, hanoi, productId, setStock, validFields } from '../checkout/checkout-test-support';
import { customerInfo, productInfo } from '../quick-buy/quick-buy-test-support';
import { seenCostField } from './shipping-names';

const wallet = demoFacts.simpleProductSlug; // 350.000 ₫; Hà Nội's flat rate 20.000 ₫
const rowOf = (methodId: string) => Number(methodId.split(':')[1]);
const repriced = vi.shipping.repriced(formatMoney(45_000));

/** Waits until a connection waits for a lock that `blocker` (default: this transaction's) holds (PostgreSQL); its pid. */
async function untilBlockedBy(trx: Db, blocker?: number): Promise<number> {
  for (let tries = 0; tries < 250; tries++) {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where coalesce(${blocker ?? null}::int, pg_backend_pid()) = any(pg_blocking_pids(pid))`.execute(trx);
    if (rows[0]) return rows[0].pid;
    await pause(20);
  }
  throw new Error(`nothing waited for ${blocker ?? 'the lock'}`);
}

/**
 * The owner re-prices `methodId` to 45.000 ₫ after the request has passed every check made before the order's
 * transaction and before that transaction reads the price. PostgreSQL: a transaction of the owner's takes `lock` on
 * what the order's transaction writes first, re-prices once the order waits for it, then commits. SQLite serialises
 * transactions: the order's holds the write lock from its begin (begin immediate) to its commit, so another writer's
 * re-price lands before it begins or after it commits, never inside. The only window is the one between checks made
 * before the transaction and its begin; a trigger on the transaction's first write re-prices at the end of that
 * window, deterministically (the test cannot schedule another writer there), and its change is re-applied afterwards
 * because the refused order rolls the trigger's back.
 */
async function repricedDuringOrder(db: Db, kind: string, first: { lock: string; trigger: string }, methodId: string, send: () => Promise<Response>): Promise<Response> {
  const reprice = `update shipping_methods set cost = 45000 where id = ${rowOf(methodId)}`;
  if (kind === 'sqlite') {
    await sql.raw(`create trigger reprice_during_order ${first.trigger} begin ${reprice}; end`).execute(db);
    try {
      return await send();
    } finally {
      await sql.raw('drop trigger reprice_during_order').execute(db);
      await sql.raw(reprice).execute(db); // the owner's re-price stays, though the refused order rolled back the trigger's
    }
  }
  let sent: Promise<Response> | undefined;
  await db.transaction().execute(async (trx) => {
    await sql.raw(first.lock).execute(trx);
    sent = send();
    await untilBlockedBy(trx);
    await sql.raw(reprice).execute(trx);
  });
  return sent!;
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('a shipping method re-priced while the order is placed on %s', (_name, kind) => {
  const suite = shopOverHttp(kind);
  const db = () => suite.db();
  const setCost = (methodId: string, cost: number) => db().updateTable('shipping_methods').set({ cost }).where('id', '=', rowOf(methodId)).execute();
  const lastOrder = () => db().selectFrom('orders').select(['shipping_total', 'total']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const ajax = (s: Shopper, fields: Record<string, string>) => s.request('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams(fields) });

  it('decision 093: a checkout whose method is re-priced after its checks, before the order reads the price, is told the new price, never charged it unseen', async () => {
    await setStock(db(), wallet, 1000);
    const s = suite.shopper();
    await s.json('add_to_cart', { product_id: String(await productId(db(), wallet)), quantity: '1' });
    const form = await checkoutForm(s);
    const before = await count(db(), 'orders');
    try {
      const seen = validFields(form, { [seenCostField(form.shipping)]: '20000' });
      // The order's transaction first holds the cart: it writes the session's row.
      const first = { lock: 'select id from sessions for update', trigger: 'after update of last_seen_at on sessions when new.last_seen_at = old.last_seen_at' };
      const answer = (await (await repricedDuringOrder(db(), kind.name, first, form.shipping, () => s.ajax('checkout', seen))).json()) as { result: string; messages: string; refresh: boolean };
      expect(answer).toMatchObject({ result: 'failure', refresh: true });
      expect(answer.messages).toContain(`data-id="shipping_method">${repriced}`);
      expect(await count(db(), 'orders')).toBe(before);
      const placed = (await (await s.ajax('checkout', validFields(form, { [seenCostField(form.shipping)]: '45000' }))).json()) as { result: string };
      expect(placed.result).toBe('success');
      expect(await lastOrder()).toMatchObject({ shipping_total: 45_000, total: 395_000 });
    } finally {
      await setCost(form.shipping, 20_000);
    }
  });

  /** The popup's form and the Hà Nội shipping options it was shown: the method and its cost as the popup posts them. */
  async function quickBuyPopup(s: Shopper) {
    const id = await productId(db(), wallet);
    const popup = await (await ajax(s, { action: quickBuy.formAction, prodid: String(id) })).text();
    const nonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(popup)?.[1] ?? '';
    const areas = (await (await ajax(s, { action: quickBuy.areasAction, matp: hanoi.province, getvalue: '2', nonce, prod_id: String(id), product_info: productInfo({ quantity: '1' }) })).json()) as { data: { shipping: string } };
    const [, method = '', cost = ''] = /name="shipping_cost_seen\[(flat_rate:\d+)\]" value="(\d+)"/.exec(areas.data.shipping) ?? [];
    const order = (seenCost: string, phone: string) => ({ action: quickBuy.orderAction, prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo({ 'shipping_method[0]': method, [seenCostField(method)]: seenCost, 'customer-phone': phone, 'customer-valid-phone': phone }) });
    return { method, cost, order };
  }

  it('decision 093: quick buy posts the cost its popup showed; re-priced since, the popup is told the new price with its options redrawn, then orders at it', async () => {
    await setStock(db(), wallet, 1000);
    const s = suite.shopper();
    const { method, cost, order } = await quickBuyPopup(s);
    expect(cost).toBe('20000');
    const before = await count(db(), 'orders');
    try {
      await setCost(method, 45_000);
      const res = await ajax(s, order(cost, '0901234001'));
      expect(res.status).toBe(409);
      const answer = (await res.json()) as { success: boolean; data: string; fields: object; shipping: string };
      expect(answer).toMatchObject({ success: false, data: repriced, fields: {} });
      expect(answer.shipping).toContain(`class="shipping_method" name="shipping_method[0]" checked="" value="${method}"/><input type="hidden" name="${seenCostField(method)}" value="45000"/>`);
      expect(await count(db(), 'orders')).toBe(before);
      const placed = await ajax(s, order('45000', '0901234002'));
      expect(placed.status).toBe(200);
      expect(await lastOrder()).toMatchObject({ shipping_total: 45_000, total: 395_000 });
    } finally {
      await setCost(method, 20_000);
    }
  });

  it('decision 093: a quick buy whose method is re-priced after its checks, before the order reads the price, is refused, never charged it unseen', async () => {
    await setStock(db(), wallet, 1000);
    const s = suite.shopper();
    const { method, cost, order } = await quickBuyPopup(s);
    const before = await count(db(), 'orders');
    try {
      // Quick buy's transaction first claims its submission: it writes order_submissions.
      const first = { lock: 'lock table order_submissions in share row exclusive mode', trigger: 'after insert on order_submissions' };
      const res = await repricedDuringOrder(db(), kind.name, first, method, () => ajax(s, order(cost, '0901234003')));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ success: false, data: repriced });
      expect(await count(db(), 'orders')).toBe(before);
    } finally {
      await setCost(method, 20_000);
    }
  });

  // On SQLite the order's write lock makes any re-price wait by construction: there is nothing to hold apart.
  it.runIf(kind.name === 'postgres')('decision 093: a re-price while the order holds its price waits for the order, which is charged what the shopper saw', async () => {
    await setStock(db(), wallet, 1000);
    const s = suite.shopper();
    await s.json('add_to_cart', { product_id: String(await productId(db(), wallet)), quantity: '1' });
    const form = await checkoutForm(s);
    let sent: Promise<Response> | undefined;
    let repricing: Promise<unknown> | undefined;
    try {
      // The order is held after it priced, as it takes the cart's lines (rows held here); the owner re-prices meanwhile.
      await db().transaction().execute(async (trx) => {
        await sql`select 1 from cart_items for update`.execute(trx);
        sent = s.ajax('checkout', validFields(form, { [seenCostField(form.shipping)]: '20000' }));
        const order = await untilBlockedBy(trx);
        repricing = setCost(form.shipping, 45_000);
        await untilBlockedBy(trx, order); // the re-price waits for the order holding the method's price
      });
      expect(((await (await sent!).json()) as { result: string }).result).toBe('success');
      await repricing;
      expect(await lastOrder()).toMatchObject({ shipping_total: 20_000, total: 370_000 });
    } finally {
      await sent?.catch(() => undefined);
      await repricing;
      await setCost(form.shipping, 20_000);
    }
  });
});
