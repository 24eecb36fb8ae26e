import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { ruleViolations, seriousViolations } from '../support/axe';

// Issue 13, accessibility: no serious or critical axe violation on each page type, at desktop and phone widths
// (decision 047). The popups are checked in accessibility-popups.spec.ts.
const product = (slug: string) => `/san-pham/${slug}/`;
// axe reads every node's styles and boxes: slower than a journey on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function addWalletToCart(page: Page): Promise<void> {
  await page.goto(product(demoFacts.simpleProductSlug));
  await page.locator('.summary button.single_add_to_cart_button').click();
  await expect(page.locator('.header .cart-count').first()).toHaveText('1');
}

async function expectNoSeriousViolations(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('load');
  expect(await seriousViolations(page), path).toEqual([]);
}

const pages: Record<string, string> = {
  home: '/',
  shop: '/cua-hang/',
  category: `/danh-muc-san-pham/${demoFacts.categorySlugs.women}/`,
  'search results': '/?s=ao&post_type=product',
  'simple product with its review form': product(demoFacts.simpleProductSlug),
  'product with colour swatches': product(demoFacts.colourSwatchProductSlug),
  'product with image swatches': product(demoFacts.imageSwatchProductSlug),
  'product with a select': product(demoFacts.selectOnlyProductSlug),
  'product with radios': product(demoFacts.radioProductSlug),
  'sold-out product': product(demoFacts.outOfStockSimpleSlug),
  'empty cart': '/gio-hang/',
  cart: '/gio-hang/',
  checkout: '/thanh-toan/',
  'account sign-in': '/tai-khoan/',
  contact: '/lien-he/',
  wishlist: '/danh-sach-yeu-thich/',
  'content page': '/gioi-thieu/',
  blog: '/tin-tuc/',
};
const needsCart = new Set(['cart', 'checkout']);
// The phone width re-checks the layouts that change most; the desktop width checks every page.
const onPhone = new Set(['home', 'shop', 'product with colour swatches', 'cart', 'checkout', 'account sign-in', 'contact']);

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 800 }]] as const) {
  test.describe(device, () => {
    test.use({ viewport });
    for (const [name, path] of Object.entries(pages)) {
      if (device === 'phone' && !onPhone.has(name)) continue;
      test(`issue 13: ${name} has no serious or critical axe violation`, async ({ page }) => {
        if (needsCart.has(name)) await addWalletToCart(page);
        await expectNoSeriousViolations(page, path);
      });
    }
  });
}

test('issue 13: the product page\'s headings go in order: the description panel opens with its own h2', async ({ page }) => {
  await page.goto(product(demoFacts.simpleProductSlug));
  await expect(page.locator('#tab-description > h2')).toHaveText('Mô tả');
  expect(await ruleViolations(page, 'heading-order')).toEqual([]);
});

test('issue 13: the signed-in account pages', async ({ page }) => {
  await page.goto('/tai-khoan/');
  await page.fill('#reg_email', `a11y-${Date.now()}@example.vn`);
  await page.fill('#reg_display_name', 'Lê Thị Hồng');
  await page.fill('#reg_password', 'mat-khau-dai-2026');
  await page.click('button[name="register"]');
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const link of await page.locator('.woocommerce-MyAccount-navigation a:not([href*="logout"]):not([href*="dang-xuat"])').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))) {
    await expectNoSeriousViolations(page, link);
  }
});
