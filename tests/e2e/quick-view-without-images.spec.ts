import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/db/index.server';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// A product whose own pictures were all taken away, while its variations keep theirs: a shop of its own.
let shop: ShopProcess;
const slug = 'tui-deo-cheo-mini';
const name = 'Túi đeo chéo mini';
let productId = 0;
let variationImages: number[] = [];

test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = `.e2e-data-quick-view-${process.env.E2E_PORT ?? 4173}`;
  rmSync(dataDir, { recursive: true, force: true });
  shop = await startShopProcess({ WEB_CONCURRENCY: '1' }, dataDir, { dist: process.env.E2E_DIST ?? 'dist' });
  const database = await openDatabase(`file:${join(dataDir, 'shop.db')}`);
  try {
    const db = database.db;
    productId = (await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const variations = await db.selectFrom('products').select('image_id').where('parent_id', '=', productId).execute();
    variationImages = variations.flatMap((v) => (v.image_id == null ? [] : [v.image_id]));
    await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
    await db.updateTable('products').set({ image_id: null }).where('id', '=', productId).execute();
  } finally {
    await database.close();
  }
  // The running shop follows the write within a second (decision 070).
  const quickView = `${shop.origin}/wp-admin/admin-ajax.php?action=flatsome_quickview&product=${productId}`;
  await expect.poll(async () => (await (await fetch(quickView)).text()).includes('quick-view-no-image'), { timeout: 10_000 }).toBe(true);
});
test.afterAll(() => {
  shop?.child.kill('SIGTERM');
});

test('spec 2.6, 4.3: a product without pictures opens its quick view; a chosen variation shows its own picture there', async ({ page }) => {
  expect(variationImages.length).toBeGreaterThan(0);
  await page.goto(`${shop.origin}/?s=${encodeURIComponent(name)}&post_type=product`);
  const opener = page.locator('li.product', { hasText: name }).first().locator('a.quick-view');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.quick-view-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.quick-view-no-image')).toBeVisible();
  await expect(dialog.locator('.flickity-page-dots')).toHaveCount(0);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await dialog.locator('form.variations_form li.variable-item button').first().click();
  const picture = dialog.locator('.product-gallery img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', new RegExp(`/media/(${variationImages.join('|')})-`));
  await expect(dialog.locator('.quick-view-no-image')).toHaveCount(0);

  // Resetting the choice brings the product's own (absent) picture back.
  await dialog.locator('form.variations_form li.variable-item button').first().click();
  await expect(dialog.locator('.quick-view-no-image')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
