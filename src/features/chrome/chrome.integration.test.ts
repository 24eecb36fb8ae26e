import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';

const page = async (shop: TestShop) => (await shop.app.request('/cua-hang/')).text();
const noticeTag = async (shop: TestShop) => /<p class="woocommerce-store-notice[^>]*>/.exec(await page(shop))?.[0];
const notice = async (shop: TestShop) => /<p class="woocommerce-store-notice.*?<\/p>/.exec(await page(shop))?.[0];
const headScript = async (shop: TestShop) => /<script>(document\.documentElement[^<]*)<\/script>/.exec(await page(shop))?.[1];
const headerTag = async (shop: TestShop) => /<header id="header"[^>]*>/.exec(await (await shop.app.request('/cua-hang/')).text())?.[0];

describe.each(testDatabases.map((d) => [d.name, d] as const))('the header on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 4.8: sticky by default; the header_hide_on_scroll setting puts it in hide-on-scroll mode', async () => {
    expect(await headerTag(shop)).toBe('<header id="header" class="header has-sticky">');
    await setSetting(shop.deps.database.db, 'header_hide_on_scroll', 'yes');
    expect(await headerTag(shop)).toBe('<header id="header" class="header has-sticky sticky-hide-on-scroll">');
    await setSetting(shop.deps.database.db, 'header_hide_on_scroll', 'no');
    expect(await headerTag(shop)).toBe('<header id="header" class="header has-sticky">');
  });

  it('spec 2.1, 3.5: the demo store notice, with its dismiss link, an id from its text, and the head script that hides it once dismissed', async () => {
    const bar = await notice(shop);
    const id = /data-notice-id="([0-9a-f]{12})"/.exec(bar ?? '')?.[1];
    expect(id).toBeDefined();
    expect(bar).toContain('>Miễn phí giao hàng cho mọi đơn từ 500.000 ₫. <a href="#" class="woocommerce-store-notice__dismiss-link" role="button">Bỏ qua</a></p>');
    expect(await headScript(shop)).toContain(`indexOf("store_notice${id}=hidden")>=0)document.documentElement.classList.add('store-notice-dismissed')`);
  });

  it('spec 3.5: a changed text gets a new id; a set notice id is used; hostile text and ids stay inert; no text, no notice', async () => {
    const db = shop.deps.database.db;
    const before = await noticeTag(shop);
    await setSetting(db, 'store_notice', 'Nghỉ Tết từ 28/1 đến 3/2 <script>alert(1)</script>');
    const changed = await noticeTag(shop);
    expect(changed).not.toBe(before);
    expect(await notice(shop)).toContain('>Nghỉ Tết từ 28/1 đến 3/2 &lt;script&gt;alert(1)&lt;/script&gt; <a');
    await setSetting(db, 'store_notice_id', 'tet-2027');
    expect(await noticeTag(shop)).toContain('data-notice-id="tet-2027"');
    expect(await headScript(shop)).toContain('"store_noticetet-2027=hidden"');
    await setSetting(db, 'store_notice_id', '"><script>alert(1)</script>');
    expect(await noticeTag(shop)).toBe(changed);
    await setSetting(db, 'store_notice', '   ');
    expect(await notice(shop)).toBeUndefined();
    const script = await headScript(shop);
    expect(script).toMatch(/^document\.documentElement\.className=document\.documentElement\.className\.replace\('no-js','js'\)(;|$)/);
    expect(script).not.toContain('store_notice');
  });
});
