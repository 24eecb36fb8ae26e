import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { formatMoney } from '../../lib/money';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { countRows, openTestShop, productId, Shopper, termName, variationId, type FragmentsAnswer } from './cart-test-support';

const fragmentKeys = ['.header .cart-icon', 'div.widget_shopping_cart_content', 'span.cart-price'];
const miniCart = (answer: FragmentsAnswer) => answer.fragments['div.widget_shopping_cart_content'] ?? '';
const itemKeys = (html: string) => [...html.matchAll(/data-cart_item_key="([0-9a-f]{32})"/g)].map((m) => m[1]!);

describe.each(testDatabases.map((d) => [d.name, d] as const))('cart over the contract on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new Shopper(shop.app);
  const rowsNow = async () => ({ sessions: await countRows(db(), 'sessions'), items: await countRows(db(), 'cart_items') });

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 7.1: add_to_cart of a simple product answers the fragments and cart_hash, and sets the contract cookies', async () => {
    const s = shopper();
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const res = await s.ajax('add_to_cart', { product_id: String(id), quantity: '2', product_sku: 'VD-1', success_message: 'x' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as FragmentsAnswer;
    expect(Object.keys(answer).sort()).toEqual(['cart_hash', 'fragments']);
    expect(Object.keys(answer.fragments).sort()).toEqual(fragmentKeys);
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const html = miniCart(answer);
    expect(html).toMatch(/^<div class="widget_shopping_cart_content"[^>]*><ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item">/);
    expect(html).toMatch(
      new RegExp(`<a href="/gio-hang/\\?remove_item=[0-9a-f]{32}&amp;_wpnonce=[0-9a-f]{20}" class="remove remove_from_cart_button" aria-label="[^"]+" data-product_id="${id}" data-cart_item_key="[0-9a-f]{32}" data-product_sku="[^"]*">`),
    );
    expect(html).toContain(`<span class="quantity">2 × <span class="woocommerce-Price-amount amount"><bdi>${formatMoney(demoFacts.simpleProductPrice)}</bdi></span></span>`);
    expect(html).toMatch(/<p class="woocommerce-mini-cart__total total"><strong>Tạm tính:<\/strong> <span class="woocommerce-Price-amount amount"><bdi>700\.000.₫<\/bdi>/);
    expect(html).toMatch(/<p class="woocommerce-mini-cart__buttons buttons"><a href="\/gio-hang\/" class="button wc-forward">Xem giỏ hàng<\/a><a href="[^"]+" class="button checkout wc-forward">Thanh toán<\/a><\/p>/);
    expect(answer.fragments['.header .cart-icon']).toMatch(/<strong class="cart-count" aria-hidden="true">2<\/strong>/);
    expect(answer.fragments['span.cart-price']).toContain(formatMoney(2 * demoFacts.simpleProductPrice));
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('shop_session='))).toMatch(/HttpOnly/);
    expect(setCookies).toContain('woocommerce_items_in_cart=1; Path=/; SameSite=Lax');
    expect(setCookies).toContain(`woocommerce_cart_hash=${answer.cart_hash}; Path=/; SameSite=Lax`);
  });

  it('spec 7.1: a variation id as product_id adds its product with the variation\'s values', async () => {
    const s = shopper();
    const { terms } = demoFacts.colourSwatchLowStock;
    const variation = await variationId(db(), demoFacts.colourSwatchProductSlug, terms);
    const answer = await s.json<FragmentsAnswer>('add_to_cart', { product_id: String(variation), quantity: '1' });
    const html = miniCart(answer);
    expect(html).toContain(`data-product_id="${await productId(db(), demoFacts.colourSwatchProductSlug)}"`);
    expect(html).toContain('Áo sơ mi lụa tay dài');
    expect(html).toContain(`<dt>Màu sắc:</dt><dd>${await termName(db(), 'mau-sac', terms['mau-sac'])}</dd>`);
    expect(html).toContain(`<dt>Kích thước:</dt><dd>${await termName(db(), 'kich-thuoc', terms['kich-thuoc'])}</dd>`);
  });

  it('spec 7.1: a variable product with the chosen values adds to the same line as its variation id', async () => {
    const s = shopper();
    const { terms } = demoFacts.colourSwatchLowStock;
    const parent = await productId(db(), demoFacts.colourSwatchProductSlug);
    const first = await s.json<FragmentsAnswer>('add_to_cart', { product_id: String(await variationId(db(), demoFacts.colourSwatchProductSlug, terms)) });
    const second = await s.json<FragmentsAnswer>('add_to_cart', {
      product_id: String(parent),
      'attribute_pa_mau-sac': terms['mau-sac'],
      'attribute_pa_kich-thuoc': terms['kich-thuoc'],
      quantity: '1',
    });
    expect(itemKeys(miniCart(second))).toEqual(itemKeys(miniCart(first)));
    expect(miniCart(second)).toContain('<span class="quantity">2 × ');
    expect(second.cart_hash).not.toBe(first.cart_hash);
  });

  it("spec 7.1: an 'any value' attribute takes the request's value, which must be one the product offers", async () => {
    const slug = demoFacts.anyValueProductSlug;
    const hat = await db().selectFrom('products').select('id').where('parent_id', '=', await productId(db(), slug)).where('stock_quantity', '>', 1).executeTakeFirstOrThrow();
    const s = shopper();
    const answer = await s.json<FragmentsAnswer>('add_to_cart', { product_id: String(hat.id), 'attribute_pa_kich-thuoc': 'l' });
    expect(miniCart(answer)).toContain(`<dt>Kích thước:</dt><dd>${await termName(db(), 'kich-thuoc', 'l')}</dd>`);
    const productUrl = `/san-pham/${slug}/`;
    expect(await s.json('add_to_cart', { product_id: String(hat.id) })).toEqual({ error: true, product_url: productUrl });
    expect(await s.json('add_to_cart', { product_id: String(hat.id), 'attribute_pa_kich-thuoc': 'xl' })).toEqual({ error: true, product_url: productUrl });
  });

  it('spec 8.1: what cannot be added answers {error, product_url} and writes nothing', async () => {
    const before = await rowsNow();
    const s = shopper();
    const cases: [Record<string, string>, string][] = [
      [{ product_id: String(await productId(db(), demoFacts.colourSwatchProductSlug)) }, `/san-pham/${demoFacts.colourSwatchProductSlug}/`],
      [{ product_id: String(await productId(db(), demoFacts.outOfStockSimpleSlug)) }, `/san-pham/${demoFacts.outOfStockSimpleSlug}/`],
      [{ product_id: String(await variationId(db(), demoFacts.colourSwatchProductSlug, demoFacts.colourSwatchOutOfStock)) }, `/san-pham/${demoFacts.colourSwatchProductSlug}/`],
      [{ product_id: '99999999' }, ''],
      [{ product_id: 'abc' }, ''],
      [{ product_id: '1 OR 1=1' }, ''],
      [{ product_id: '' }, ''],
    ];
    for (const [fields, productUrl] of cases) {
      expect(await s.json('add_to_cart', fields), JSON.stringify(fields)).toEqual({ error: true, product_url: productUrl });
    }
    expect(await rowsNow()).toEqual(before);
    expect(s.cookies.size).toBe(0);
  });

  it('spec 5.2: bad quantities are refused with nothing written', async () => {
    const id = String(await productId(db(), demoFacts.simpleProductSlug));
    const before = await rowsNow();
    const s = shopper();
    for (const quantity of ['-1', '0', '1.5', '99999', 'abc', '1e3', '', ' ', 'Infinity']) {
      const answer = await s.json('add_to_cart', { product_id: id, quantity });
      if (quantity.trim() === '') expect(answer).toHaveProperty('fragments');
      else expect(answer, quantity).toEqual({ error: true, product_url: `/san-pham/${demoFacts.simpleProductSlug}/` });
    }
    expect((await rowsNow()).items).toBe(before.items + 1);
  });

  it('spec 5.2: stock, sold individually and max_qty hold across adds', async () => {
    const s = shopper();
    const add = async (slug: string, quantity: string) => s.json('add_to_cart', { product_id: String(await productId(db(), slug)), quantity });
    expect(await add(demoFacts.lowStockSimpleSlug, '2')).toHaveProperty('error', true);
    expect(await add(demoFacts.lowStockSimpleSlug, '1')).toHaveProperty('fragments');
    expect(await add(demoFacts.lowStockSimpleSlug, '1')).toHaveProperty('error', true);
    expect(await add(demoFacts.soldIndividuallySlug, '2')).toHaveProperty('error', true);
    expect(await add(demoFacts.soldIndividuallySlug, '1')).toHaveProperty('fragments');
    expect(await add(demoFacts.soldIndividuallySlug, '1')).toHaveProperty('error', true);
    const { min, max } = demoFacts.minMaxQty;
    expect(await add(demoFacts.minMaxQtySlug, String(min - 1))).toHaveProperty('error', true);
    expect(await add(demoFacts.minMaxQtySlug, String(min))).toHaveProperty('fragments');
    expect(await add(demoFacts.minMaxQtySlug, String(max - min + 1))).toHaveProperty('error', true);
    const last = await add(demoFacts.minMaxQtySlug, String(max - min));
    expect(miniCart(last as unknown as FragmentsAnswer)).toContain(`<span class="quantity">${max} × `);
    const stored = await db().selectFrom('cart_items').select(['product_id', 'quantity']).where('session_id', '=', (await db().selectFrom('sessions').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id).execute();
    expect(stored.map((r) => r.quantity).sort((a, b) => a - b)).toEqual([1, 1, max]);
  });

  it('spec 7.1: add_to_cart without product_id answers an empty body', async () => {
    const res = await shopper().ajax('add_to_cart', { quantity: '1' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('spec 7.1: remove_from_cart answers fragments; an empty cart deletes the cookies', async () => {
    const s = shopper();
    const added = await s.json<FragmentsAnswer>('add_to_cart', { product_id: String(await productId(db(), demoFacts.saleProductSlug)) });
    const [key] = itemKeys(miniCart(added));
    const res = await s.ajax('remove_from_cart', { cart_item_key: key! });
    const answer = (await res.json()) as FragmentsAnswer;
    expect(Object.keys(answer.fragments).sort()).toEqual(fragmentKeys);
    expect(answer.cart_hash).toBe('');
    expect(miniCart(answer)).toBe(`<div class="widget_shopping_cart_content" data-cart_hash=""><p class="woocommerce-mini-cart__empty-message">${vi.cart.miniCartEmpty}</p></div>`);
    expect(res.headers.getSetCookie().filter((c) => /^woocommerce_/.test(c)).every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(s.cookies.has('woocommerce_items_in_cart')).toBe(false);
    expect(await s.json('remove_from_cart', { cart_item_key: key! })).toEqual({ success: false });
  });

  it("spec 7.1: remove_from_cart refuses another session's line, a malformed key and a visitor without a session", async () => {
    const owner = shopper();
    const [key] = itemKeys(miniCart(await owner.json<FragmentsAnswer>('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)) })));
    const intruder = shopper();
    await intruder.json('add_to_cart', { product_id: String(await productId(db(), demoFacts.saleProductSlug)) });
    expect(await intruder.json('remove_from_cart', { cart_item_key: key! })).toEqual({ success: false });
    expect(await intruder.json('remove_from_cart', { cart_item_key: "' OR 1=1 --" })).toEqual({ success: false });
    expect(await shopper().json('remove_from_cart', { cart_item_key: key! })).toEqual({ success: false });
    expect(itemKeys(miniCart(await owner.json<FragmentsAnswer>('get_refreshed_fragments', {})))).toEqual([key]);
  });

  it('spec 7.1: get_refreshed_fragments gives a visitor without a session the empty cart and makes no session', async () => {
    const before = await rowsNow();
    const res = await shopper().ajax('get_refreshed_fragments', { time: '1' });
    const answer = (await res.json()) as FragmentsAnswer;
    expect(answer.cart_hash).toBe('');
    expect(Object.keys(answer.fragments).sort()).toEqual(fragmentKeys);
    expect(miniCart(answer)).toContain('woocommerce-mini-cart__empty-message');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await rowsNow()).toEqual(before);
  });

  it('cart_hash follows the cart: prices are read from the catalogue on every call', async () => {
    const s = shopper();
    const id = await productId(db(), demoFacts.minMaxQtySlug);
    const added = await s.json<FragmentsAnswer>('add_to_cart', { product_id: String(id), quantity: '2', price: '1' });
    expect((await s.json<FragmentsAnswer>('get_refreshed_fragments', {})).cart_hash).toBe(added.cart_hash);
    const price = (await db().selectFrom('products').select(['regular_price', 'sale_price']).where('id', '=', id).executeTakeFirstOrThrow());
    await db().updateTable('products').set({ regular_price: 123_000, sale_price: null }).where('id', '=', id).execute();
    const repriced = await s.json<FragmentsAnswer>('get_refreshed_fragments', {});
    await db().updateTable('products').set(price).where('id', '=', id).execute();
    expect(repriced.cart_hash).not.toBe(added.cart_hash);
    expect(miniCart(repriced)).toContain(formatMoney(246_000));
  });
});
