import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { variationId } from '../cart/cart-test-support';
import { count, hanoi, openTestShop, productId, setSetting, setStock } from '../checkout/checkout-test-support';
import { customerInfo, origin, QuickBuyer } from './quick-buy-test-support';

const wallet = demoFacts.simpleProductSlug;
const shirt = demoFacts.colourSwatchProductSlug;
const nonceOf = (html: string) => /name="prod_nonce" value="([0-9a-f]*)"/.exec(html)?.[1] ?? '';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the quick-buy page without script on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  const post = (s: QuickBuyer, path: string, fields: Record<string, string>) =>
    s.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { Origin: origin } });

  it('shows the popup\'s form; unknown products are not found', async () => {
    const s = new QuickBuyer(shop.app);
    const page = await s.request(urls.quickBuy(await productId(db(), wallet)));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`action="${urls.quickBuy(await productId(db(), wallet))}"`);
    expect(html).toContain('name="customer-name"');
    expect(nonceOf(html)).toMatch(/^[0-9a-f]{20}$/);
    expect((await s.request(urls.quickBuy(2_000_000))).status).toBe(404);
    expect((await s.request('/mua-ngay/abc/')).status).toBe(404);
  });

  it('the address button fills the wards and the shipping of the province; an error keeps what was typed', async () => {
    const s = new QuickBuyer(shop.app);
    const path = urls.quickBuy(await productId(db(), wallet));
    const nonce = nonceOf(await (await s.request(path)).text());
    const filled = await (await post(s, path, { 'customer-tinh': hanoi.province, update_area: '1', prod_nonce: nonce, quantity: '1' })).text();
    expect(filled).toContain(`<option value="${hanoi.ward}">${hanoi.wardName}</option>`);
    expect(filled).toContain('name="shipping_method[0]"');
    const fields = Object.fromEntries(new URLSearchParams(customerInfo({ 'customer-name': '' })));
    const refused = await post(s, path, { ...fields, quantity: '1', prod_nonce: nonce, place_order: '1' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(vi.quickBuy.nameRequired);
    expect(html).toContain('value="0987654321"');
  });

  it('places the same order as the popup and goes to the thank-you page', async () => {
    const s = new QuickBuyer(shop.app);
    const parent = await productId(db(), shirt);
    const id = await variationId(db(), shirt, demoFacts.colourSwatchLowStock.terms);
    await db().updateTable('products').set({ stock_quantity: 4, stock_status: 'instock' }).where('id', '=', id).execute();
    const path = urls.quickBuy(parent);
    const nonce = nonceOf(await (await s.request(path)).text());
    const before = await count(db(), 'orders');
    const fields = Object.fromEntries(new URLSearchParams(customerInfo({ 'customer-coupon': 'GIAM10' })));
    const answer = await post(s, path, { ...fields, variation_id: String(id), quantity: '2', prod_nonce: nonce, place_order: '1' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/thanh-toan\/order-received\/\d+\/\?key=/);
    expect(await count(db(), 'orders')).toBe(before + 1);
    expect((await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity).toBe(2);
    expect((await s.request(answer.headers.get('location') ?? '')).status).toBe(200);
  });

  it('a stale form is refused with a clear message and no order', async () => {
    const s = new QuickBuyer(shop.app);
    await setStock(db(), wallet, 5);
    const path = urls.quickBuy(await productId(db(), wallet));
    const before = await count(db(), 'orders');
    const fields = Object.fromEntries(new URLSearchParams(customerInfo()));
    const answer = await post(s, path, { ...fields, quantity: '1', prod_nonce: 'f'.repeat(20), place_order: '1' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(vi.quickBuy.nonceStale);
    expect(await count(db(), 'orders')).toBe(before);
  });
});

describe('the \'Mua ngay\' links', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(testDatabases[0]!);
  });
  afterAll(() => shop?.close());

  it('product pages (simple and variable) and listing cards carry `.devvn_buy_now[data-id]` leading to the quick-buy page', async () => {
    const s = new QuickBuyer(shop.app);
    for (const slug of [wallet, shirt]) {
      const id = await productId(shop.deps.database.db, slug);
      const html = await (await s.request(urls.product(slug))).text();
      expect(html, slug).toContain(`<a href="${urls.quickBuy(id)}" class="button devvn_buy_now" data-id="${id}"`);
    }
    const walletId = await productId(shop.deps.database.db, wallet);
    expect(await (await s.request(urls.product(wallet))).text()).not.toContain(`id="popup_content_${walletId}"`);
    await setSetting(shop.deps.database.db, 'quick_buy_popup', 'inline');
    try {
      const inline = await (await new QuickBuyer(shop.app).request(`${urls.product(wallet)}?inline=1`)).text();
      expect(inline).toMatch(new RegExp(`<template id="popup_content_${walletId}" class="quick-buy-inline">.*name="customer-name".*</template>`));
    } finally {
      await setSetting(shop.deps.database.db, 'quick_buy_popup', 'fetched');
    }
    const listing = await (await s.request(urls.shop())).text();
    expect(listing.match(/class="button devvn_buy_now" data-id="\d+"/g)?.length).toBeGreaterThan(3);
  });

  it('spec 2.4: with inline popups each listing card in stock holds its `#popup_content_<id>` block, cards of infinite scroll too', async () => {
    // Each card's markup, from `<li class="product …` to the next: [id, in stock, its inline block's id].
    const cardsOf = (html: string) =>
      html.split('<li class="product ').slice(1).map((li) => [/post-(\d+)/.exec(li)?.[1], / instock[ "]/.test(li), /<template id="popup_content_(\d+)"/.exec(li)?.[1]] as const);
    const s = new QuickBuyer(shop.app);
    const fetched = cardsOf(await (await s.request(`${urls.shop()}?inline=0`)).text());
    expect(fetched.filter(([, , block]) => block)).toEqual([]);
    const db = shop.deps.database.db;
    await setSetting(db, 'quick_buy_popup', 'inline');
    try {
      for (const path of [`${urls.shop()}?inline=1`, `${urls.shop()}page/2/?infinite_scroll=1&inline=1`]) {
        const cards = cardsOf(await (await s.request(path)).text());
        expect(cards.length, path).toBeGreaterThan(3);
        expect(cards.filter(([, , block]) => block).length, path).toBeGreaterThan(3);
        for (const [id, inStock, block] of cards) expect(block, `${path} card ${id}`).toBe(inStock ? id : undefined);
      }
      const block = /<template id="popup_content_\d+" class="quick-buy-inline">.*?<\/template>/s.exec(await (await s.request(`${urls.shop()}?inline=2`)).text())?.[0] ?? '';
      expect(block).toContain('name="customer-name"');
      expect(block).toMatch(/name="prod_nonce" value="[0-9a-f]{20}"/);
    } finally {
      await setSetting(db, 'quick_buy_popup', 'fetched');
    }
  });
});
