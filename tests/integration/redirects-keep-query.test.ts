import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUrls } from '../../src/features/account';
import { urls } from '../../src/lib/urls';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

// A link with tracking tags that lands on an address the shop redirects keeps them (attribution reads them on the
// page it lands on, spec 2.x), for shoppers with a cart too, who get no kept page.
describe.each(testDatabases.map((d) => [d.name, d] as const))('redirects keep the query on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it.each([
    ['checkout without its slash', urls.checkout().replace(/\/$/, ''), urls.checkout()],
    ['account without its slash', accountUrls.myAccount().replace(/\/$/, ''), accountUrls.myAccount()],
    ['the blog\'s page 1', `${urls.blog()}page/1/`, urls.blog()],
  ])('%s', async (_what, from, to) => {
    const res = await shop.app.request(`${from}?utm_source=fb&gclid=abc`, { headers: { cookie: 'woocommerce_items_in_cart=1' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${to}?utm_source=fb&gclid=abc`);
  });
});
