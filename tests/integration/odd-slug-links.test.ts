import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpShopDatabases, openHttpShop, type HttpShop } from '../../src/features/account/account-http-test-support';
import { pageFormFields } from '../../src/features/reviews/review-test-support';
import { urls } from '../../src/lib/urls';

// A slug as an import may store it: Vietnamese letters, a space and the '%' of a discount.
const slug = 'khăn lụa giảm 30%';
const linkTo = encodeURI(urls.product(slug));

describe.each(httpShopDatabases)('links to a product whose slug holds letters, a space and a %% lead to it, on %s', (name) => {
  let h: HttpShop;
  let productId = 0;
  beforeAll(async () => {
    h = await openHttpShop(name);
    const db = h.shop.deps.database.db;
    productId = (await db.insertInto('products').values({ type: 'simple', status: 'publish', slug, name: 'Khăn lụa', search_text: 'khan lua', price: 90000, regular_price: 90000, stock_status: 'instock', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => h?.close());

  it('spec 2.7, 2.10: the cart page, the mini cart and a wishlist row link to the product page, which answers 200', async () => {
    const b = h.browser('198.51.100.7');
    const added = await b.request(`${urls.shop()}?add-to-cart=${productId}`);
    expect(added.status).toBeLessThan(400);
    await b.request(`${urls.shop()}?add_to_wishlist=${productId}`);
    for (const page of [urls.cart(), '/danh-sach-yeu-thich/']) {
      const html = await (await b.request(page)).text();
      expect(html, page).toContain(`href="${linkTo}"`);
    }
    expect((await fetch(h.base + linkTo, { redirect: 'manual' })).status).toBe(200);
  });

  it('spec 5.1: a review posted on it goes back to its page, whose address answers 200', async () => {
    const b = h.browser('198.51.100.8');
    const posted = await b.request(linkTo, { method: 'POST', body: new URLSearchParams(await pageFormFields(b, linkTo)) });
    expect(posted.status).toBe(303);
    const back = new URL(posted.headers.get('location')!, h.base);
    expect(back.pathname).toBe(linkTo);
    expect((await fetch(h.base + back.pathname, { redirect: 'manual' })).status).toBe(200);
  });
});
