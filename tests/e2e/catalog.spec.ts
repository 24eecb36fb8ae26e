import { expect, test, type Page } from '@playwright/test';
import { reachIsland } from '../support/islands';

/** The price each card sorts by: the sale price when struck through, else the first amount (a range's minimum). */
async function cardPrices(page: Page): Promise<number[]> {
  return page.locator('ul.products > li.product .price').evaluateAll((prices) =>
    prices.map((price) => {
      const amount = price.querySelector('ins .amount') ?? price.querySelector('.amount');
      return Number((amount?.textContent ?? '').replace(/\D/g, ''));
    }),
  );
}

const cardIds = (page: Page) =>
  page.locator('ul.products > li.product').evaluateAll((items) => items.map((li) => li.querySelector('[data-prod]')?.getAttribute('data-prod')));

test('spec 2.2: the orderby select submits on change', async ({ page }) => {
  await page.goto('/cua-hang/');
  await reachIsland(page, 'orderby-select');
  await page.locator('.woocommerce-ordering select.orderby').selectOption('price');
  await expect(page).toHaveURL(/[?&]orderby=price(&|$)/);
  await expect(page.locator('.woocommerce-ordering select.orderby')).toHaveValue('price');
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('spec 2.2: without JS the sort form submits with its button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cua-hang/');
  await page.locator('select.orderby').selectOption('price-desc');
  await page.locator('.woocommerce-ordering .orderby-submit').click();
  await expect(page).toHaveURL(/orderby=price-desc/);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await expect(page.locator('.woocommerce-pagination a.next')).toBeVisible();
  await context.close();
});

test('spec 2.2: infinite scroll appends the next page and hydrates its islands', async ({ page }) => {
  await page.goto('/cua-hang/');
  const cards = page.locator('ul.products > li.product');
  const firstPage = await cards.count();
  expect(firstPage).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  await expect(page.locator('nav.woocommerce-pagination')).toBeHidden();

  const ids = await cardIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  const appended = cards.nth(firstPage);
  await appended.scrollIntoViewIfNeeded();
  const quickView = appended.locator('a.quick-view[data-prod]');
  await reachIsland(page, 'quick-view-button', appended);
  await expect(quickView).toHaveAttribute('data-hydrated', 'true');
  await expect(appended.locator('a.add_to_cart_button')).toHaveCount(1);
  await appended.hover();
  await quickView.click();
  await expect(page.locator('dialog.quick-view-dialog')).toBeVisible();
  expect(page.url()).toMatch(/\/cua-hang\/$/);
});

test('spec 2.2: infinite scroll stops after the last page', async ({ page }) => {
  await page.goto('/danh-muc-san-pham/thoi-trang-nu/');
  const total = Number((await page.locator('.woocommerce-result-count').textContent())?.match(/(\d+) kết quả/)?.[1]);
  const cards = page.locator('ul.products > li.product');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await cards.count()).toBe(total);
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await expect(cards).toHaveCount(total);
  await expect(page.locator('.infinite-scroll-loading')).toHaveCount(0);
});

test('spec 9.4: cards in a row share one height, two columns on a 360px phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/cua-hang/');
  const boxes = await page.locator('ul.products > li.product').evaluateAll((items) =>
    items.slice(0, 3).map((li) => {
      const r = li.getBoundingClientRect();
      return { top: r.top, left: r.left, height: r.height, right: r.right };
    }),
  );
  const [a, b, c] = boxes;
  expect(a!.top).toBe(b!.top);
  expect(a!.height).toBe(b!.height);
  expect(c!.top).toBeGreaterThan(a!.top);
  expect(b!.right).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test('home: the hero slider changes slide on next click', async ({ page }) => {
  await page.goto('/');
  const slider = page.locator('.hero-slider');
  await reachIsland(page, 'hero-slider');
  await expect(slider).toHaveAttribute('data-ready', 'true');
  const dots = slider.locator('.hero-dot');
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await slider.locator('.hero-next').click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(slider.locator('.hero-slide').nth(1)).toHaveClass(/is-selected/);
  await slider.locator('.hero-prev').click();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
});

test('decision 052: a press on the hero slider before its code has loaded still changes the slide', async ({ page }) => {
  await page.goto('/');
  const slider = page.locator('.hero-slider');
  await expect(slider).not.toHaveAttribute('data-ready', 'true');
  // The press wakes the island; it is replayed once React owns it and applied once Embla is there.
  await slider.locator('.hero-next').click();
  await expect(slider).toHaveAttribute('data-ready', 'true');
  await expect(slider.locator('.hero-dot').nth(1)).toHaveAttribute('aria-current', 'true');
});

test('home: product rows scroll sideways and link to the shop', async ({ page }) => {
  await page.goto('/');
  const rows = page.locator('.product-carousel ul.products');
  await expect(rows).toHaveCount(3);
  const overflow = await rows.first().evaluate((ul) => ({ scroll: ul.scrollWidth, client: ul.clientWidth, snap: getComputedStyle(ul).scrollSnapType }));
  expect(overflow.scroll).toBeGreaterThan(overflow.client);
  expect(overflow.snap).toContain('x');
});
