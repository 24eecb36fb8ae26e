import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/db/index.server';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// Products whose slugs an import stored escaped or with a discount's '%', in a category of their own: a shop of its own.
let shop: ShopProcess;
const category = 'hang-nhap-khau';
const products = [
  { slug: '%c3%a1o-thun', name: 'Áo thun nhập khẩu', stock_status: 'instock' as const },
  { slug: 'giam-50%', name: 'Giày giảm giá nhập khẩu', stock_status: 'outofstock' as const },
];

test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = `.e2e-data-escaped-slugs-${process.env.E2E_PORT ?? 4173}`;
  rmSync(dataDir, { recursive: true, force: true });
  shop = await startShopProcess({ WEB_CONCURRENCY: '1' }, dataDir, { dist: process.env.E2E_DIST ?? 'dist' });
  const database = await openDatabase(`file:${join(dataDir, 'shop.db')}`);
  try {
    const db = database.db;
    const made = await db.insertInto('categories').values({ slug: category, name: 'Hàng nhập khẩu', description: '', parent_id: null, image_id: null }).returning('id').executeTakeFirstOrThrow();
    const created_at = new Date().toISOString();
    const rows = await db.insertInto('products')
      .values(products.map((p) => ({ ...p, type: 'simple' as const, status: 'publish', price: 250000, regular_price: 250000, created_at })))
      .returning('id').execute();
    await db.insertInto('product_categories').values(rows.map((r) => ({ product_id: r.id, category_id: made.id }))).execute();
  } finally {
    await database.close();
  }
  // The running shop's category tree follows the write within a few seconds.
  await expect.poll(async () => (await fetch(`${shop.origin}/danh-muc-san-pham/${category}/`)).status, { timeout: 10_000 }).toBe(200);
});
test.afterAll(() => {
  shop?.child.kill('SIGTERM');
});

test("spec 2.2: a card's name, and an out-of-stock card's read-more button, open the product whose slug an import stored escaped", async ({ page }) => {
  for (const [i, product] of products.entries()) {
    await page.goto(`${shop.origin}/danh-muc-san-pham/${category}/`);
    const card = page.locator('li.product', { hasText: product.name });
    const link = i === 0 ? card.locator('.product-title a') : card.locator('.add-to-cart-button a.button');
    const [response] = await Promise.all([page.waitForNavigation(), link.click()]);
    expect(response?.status(), product.slug).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  }
});
