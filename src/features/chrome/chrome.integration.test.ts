import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';

const headerTag = async (shop: TestShop) => /<header id="header"[^>]*>/.exec(await (await shop.app.request('/cua-hang/')).text())?.[0];

describe.each(testDatabases.map((d) => [d.name, d] as const))('the header on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 4.8: sticky by default; the headerHideOnScroll setting puts it in hide-on-scroll mode', async () => {
    expect(await headerTag(shop)).toBe('<header id="header" class="header has-sticky">');
    await setSetting(shop.deps.database.db, 'headerHideOnScroll', 'yes');
    expect(await headerTag(shop)).toBe('<header id="header" class="header has-sticky sticky-hide-on-scroll">');
    await setSetting(shop.deps.database.db, 'headerHideOnScroll', 'no');
    expect(await headerTag(shop)).toBe('<header id="header" class="header has-sticky">');
  });
});
