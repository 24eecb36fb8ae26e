import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

const product = urls.product(demoFacts.simpleProductSlug);
const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe.each(testDatabases.map((d) => [d.name, d] as const))('page cache on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
  });
  afterAll(() => shop.close());

  it('serves an anonymous visitor the kept page, with this response’s own nonce', async () => {
    const first = await shop.app.request(product);
    expect(first.headers.get('x-page-cache')).toBeNull();
    const firstHtml = await first.text();
    const second = await shop.app.request(product);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const nonce = cspNonce(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(cspNonce(first));
    const html = await second.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toContain(cspNonce(first)!);
    expect(html.replaceAll(nonce!, 'N')).toBe(firstHtml.replaceAll(cspNonce(first)!, 'N'));
  });

  it('never serves kept pages to visitors with a session or a cart', async () => {
    await shop.app.request(product);
    for (const cookie of ['shop_session=abc', 'woocommerce_items_in_cart=1', 'woocommerce_cart_hash=x']) {
      const res = await shop.app.request(product, { headers: { cookie } });
      expect(res.headers.get('x-page-cache')).toBeNull();
    }
  });

  it('keeps neither errors nor answers that are not HTML pages', async () => {
    await shop.app.request('/khong-co-trang-nay/');
    expect((await shop.app.request('/khong-co-trang-nay/')).headers.get('x-page-cache')).toBeNull();
    await shop.app.request('/sitemap.xml');
    expect((await shop.app.request('/sitemap.xml')).headers.get('x-page-cache')).toBeNull();
  });

  it('does not stand in front of the no-JS add to cart', async () => {
    const { id } = await shop.deps.database.db.selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    const url = `${product}?add-to-cart=${id}`;
    await shop.app.request(url);
    const add = await shop.app.request(url);
    expect(add.status).toBe(303);
    expect(add.headers.get('set-cookie')).toContain('shop_session=');
  });
});
