import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { reachIsland } from '../support/islands';

const productUrl = (slug: string) => `/san-pham/${slug}/`;

/** Records the named page events dispatched on the variation form, in order. */
async function recordFormEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const w = window as unknown as { formEvents: { name: string; detail: unknown }[] };
    w.formEvents = [];
    const form = document.querySelector('form.variations_form')!;
    for (const name of list) form.addEventListener(name, (e) => w.formEvents.push({ name, detail: (e as CustomEvent).detail }));
  }, names);
}

const formEvents = (page: Page) => page.evaluate(() => (window as unknown as { formEvents: { name: string; detail: { variation_id?: number } }[] }).formEvents);

/** Reaches for the island and waits until its React root exists, so a click reaches React and not the no-JS link. */
async function islandReady(page: Page, name: string): Promise<void> {
  await reachIsland(page, name);
  await page.waitForFunction((island) => {
    const el = document.querySelector(`[data-island="${island}"]`);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactContainer'));
  }, name);
}

async function hydrated(page: Page): Promise<void> {
  await reachIsland(page, 'variation-form');
  // The first variation check (spec 9.3: after 100 ms) marks the button as needing a selection.
  await expect(page.locator('button.single_add_to_cart_button.wc-variation-selection-needed')).toBeVisible();
}

test('spec 4.3: choosing a variation with selects shows it, and reset restores the product', async ({ page }) => {
  await page.goto(productUrl(demoFacts.selectOnlyProductSlug));
  await hydrated(page);
  await recordFormEvents(page, ['found_variation', 'show_variation', 'reset_data', 'hide_variation', 'check_variations', 'woocommerce_variation_has_changed']);
  const sku = page.locator('.product_meta .sku');
  const originalSku = await sku.textContent();
  const reset = page.locator('a.reset_variations');
  await expect(reset).toBeHidden();

  const expected = await page.locator('form.variations_form').evaluate((form) => {
    const list = JSON.parse((form as HTMLFormElement).dataset.product_variations!) as { attributes: Record<string, string>; sku: string; display_price: number; variation_stock_left: number }[];
    return list.find((v) => v.attributes['attribute_pa_dung-tich'] === '500ml')!;
  });
  await page.locator('table.variations select[name="attribute_pa_dung-tich"]').selectOption('500ml');
  const panel = page.locator('.single_variation_wrap > .single_variation');
  await expect(panel.locator('.woocommerce-variation-price')).toContainText(new Intl.NumberFormat('de-DE').format(expected.display_price));
  await expect(panel.locator('.woocommerce-variation-availability')).toContainText(vi.product.inStockCount(expected.variation_stock_left));
  await expect(sku).toHaveText(expected.sku);
  expect(expected.sku).not.toBe(originalSku);
  await expect(page.locator('input.variation_id[name=variation_id]')).not.toHaveValue('');
  await expect(page.locator('button.single_add_to_cart_button')).not.toHaveClass(/disabled/);
  await expect(reset).toBeVisible();
  const events = await formEvents(page);
  expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(['woocommerce_variation_has_changed', 'check_variations', 'found_variation', 'show_variation']));
  expect(events.find((e) => e.name === 'found_variation')!.detail.variation_id).toBeGreaterThan(0);

  await reset.click();
  await expect(panel).toBeHidden();
  await expect(sku).toHaveText(originalSku!);
  await expect(page.locator('select[name="attribute_pa_dung-tich"]')).toHaveValue('');
  await expect(page.locator('input.variation_id')).toHaveValue('');
  await expect(reset).toBeHidden();
  expect((await formEvents(page)).map((e) => e.name)).toEqual(expect.arrayContaining(['reset_data', 'hide_variation']));
});

test('spec 8.1: a click on the disabled button alerts make-a-selection, then unavailable', async ({ page }) => {
  await page.goto(productUrl(demoFacts.selectOnlyProductSlug));
  await hydrated(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const button = page.locator('button.single_add_to_cart_button');
  // aria-disabled makes Playwright wait for it to be enabled; a shopper can still press it, and is told why (8.1).
  await button.click({ force: true });
  await expect.poll(() => alerts).toEqual([vi.product.makeASelection]);

  // The 1-litre variation is sold out: the combination is unavailable.
  await page.locator('select[name="attribute_pa_dung-tich"]').selectOption('1l');
  await expect(button).toHaveClass(/wc-variation-is-unavailable/);
  await expect(page.locator('.single_variation .stock.out-of-stock')).toHaveText(vi.product.outOfStock);
  await button.click({ force: true });
  await expect.poll(() => alerts).toEqual([vi.product.makeASelection, vi.product.unavailable]);
  await expect(page).toHaveURL(new RegExp(productUrl(demoFacts.selectOnlyProductSlug) + '$'));
});

test('spec 2.3: colour and button swatches drive the selects, swap the gallery image and clear on reselect', async ({ page }) => {
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug));
  await hydrated(page);
  await expect(page.locator('select[name="attribute_pa_mau-sac"]')).toBeHidden();
  const mainImage = page.locator('.woocommerce-product-gallery .woocommerce-product-gallery__image img');
  const originalImage = await mainImage.getAttribute('src');
  const firstThumbnail = page.locator('.flex-control-thumbs li').first().locator('img');
  const originalThumbnail = await firstThumbnail.getAttribute('src');

  const { terms, stock } = demoFacts.colourSwatchLowStock;
  await page.locator(`li.color-variable-item-${terms['mau-sac']} button`).click();
  await expect(page.locator('select[name="attribute_pa_mau-sac"]')).toHaveValue(terms['mau-sac']);
  await expect(page.locator('.woo-selected-variation-item-name').first()).toHaveText(/^: .+/);
  // Spec 9.3: the 'N left in stock' badge on the size that has few left with this colour.
  await expect(page.locator(`li.button-variable-item-${terms['kich-thuoc']} .wvs-stock-left-alert`)).toHaveText(vi.product.leftInStock(stock));

  await page.locator(`li.button-variable-item-${terms['kich-thuoc']} button`).click();
  await expect(page.locator('.single_variation .woocommerce-variation-availability')).toContainText(vi.product.inStockCount(stock));
  await expect(mainImage).not.toHaveAttribute('src', originalImage!);
  await expect(firstThumbnail).not.toHaveAttribute('src', originalThumbnail!);

  // Clear on reselect: the chosen size clicked again is cleared, and the product's image comes back.
  await page.locator(`li.button-variable-item-${terms['kich-thuoc']} button`).click();
  await expect(page.locator('select[name="attribute_pa_kich-thuoc"]')).toHaveValue('');
  await expect(page.locator('.single_variation')).toBeHidden();
  await expect(mainImage).toHaveAttribute('src', originalImage!);
  await expect(firstThumbnail).toHaveAttribute('src', originalThumbnail!);
});

test('spec 2.3: an out-of-stock swatch stays clickable, crossed, with a tooltip', async ({ page }) => {
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug));
  await hydrated(page);
  const sold = demoFacts.colourSwatchOutOfStock;
  await page.locator(`li.color-variable-item-${sold['mau-sac']} button`).click();
  const item = page.locator(`li.button-variable-item-${sold['kich-thuoc']}`);
  await expect(item).toHaveClass(/out-of-stock/);
  await expect(item.locator('.wvs-tooltip')).toHaveText(vi.product.outOfStock);
  await item.locator('button').click();
  await expect(page.locator('button.single_add_to_cart_button')).toHaveClass(/wc-variation-is-unavailable/);
});

test('spec 4.3: a product with more than 30 variations asks get_variation', async ({ page }) => {
  await page.goto(productUrl(demoFacts.manyVariationsSlug));
  await hydrated(page);
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
  const lists = page.locator('table.variations ul.variable-items-wrapper');
  const count = await lists.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count - 1; i++) await lists.nth(i).locator('li.variable-item button').first().click();
  const last = lists.nth(count - 1);
  const field = (await last.getAttribute('data-attribute_name'))!;
  const value = (await last.locator('li.variable-item').first().getAttribute('data-value'))!;
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('wc-ajax=get_variation') && r.method() === 'POST'),
    last.locator('li.variable-item button').first().click(),
  ]);
  expect(request.postData()).toContain(`${encodeURIComponent(field)}=${value}`);
  expect(request.postData()).toMatch(/product_id=\d+/);
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toBeVisible();
  await expect(page.locator('input.variation_id')).not.toHaveValue('');
});

test('spec 5.2: steppers keep a simple product between its min and max', async ({ page }) => {
  await page.goto(productUrl(demoFacts.minMaxQtySlug));
  await islandReady(page, 'quantity-stepper');
  const qty = page.locator('form.cart .quantity input.qty');
  const { min, max } = demoFacts.minMaxQty;
  await expect(qty).toHaveValue(String(min));
  await page.locator('form.cart .quantity .minus').click();
  await expect(qty).toHaveValue(String(min));
  await page.locator('form.cart .quantity .plus').click();
  await expect(qty).toHaveValue(String(min + 1));
  await qty.fill(String(max));
  await page.locator('form.cart .quantity .plus').click();
  await expect(qty).toHaveValue(String(max));
});

test('decision 052: the first press on an island that has not loaded yet is replayed once it has hydrated', async ({ page }) => {
  await page.goto(productUrl(demoFacts.minMaxQtySlug));
  const stepper = page.locator('[data-island="quantity-stepper"]');
  await expect(stepper).not.toHaveAttribute('data-hydrated');
  // Nothing was reached at open, so React DOM has not loaded; this click is what wakes the stepper.
  await page.locator('form.cart .quantity .plus').click();
  await expect(stepper).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('form.cart .quantity input.qty')).toHaveValue(String(demoFacts.minMaxQty.min + 1));
});

test('spec 4.3: a product sold individually hides its quantity', async ({ page }) => {
  await page.goto(productUrl(demoFacts.soldIndividuallySlug));
  await expect(page.locator('form.cart .quantity')).toBeHidden();
  await expect(page.locator('form.cart input.qty')).toHaveValue('1');
});

test('spec 2.3: the gallery opens a lightbox at the image with its caption, and closes', async ({ page }) => {
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug));
  const main = page.locator('.woocommerce-product-gallery .woocommerce-product-gallery__image img');
  await expect(main).toHaveAttribute('data-large_image', /\/media\//);
  await islandReady(page, 'gallery');
  const caption = (await main.getAttribute('data-caption')) || (await main.getAttribute('title'));
  await main.click();
  const lightbox = page.locator('.pswp');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.pswp__caption')).toHaveText(caption!);
  // Spec 9.3: the controls hide after 4000 ms without activity and come back on a move.
  await expect(lightbox).toHaveClass(/pswp--idle/, { timeout: 6000 });
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await expect(lightbox).not.toHaveClass(/pswp--idle/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  // A thumbnail opens the lightbox at its own image.
  const thumbnails = page.locator('.flex-control-thumbs li a');
  await thumbnails.nth(1).click();
  await expect(page.locator('.pswp .pswp__counter')).toHaveText(`2 / ${await thumbnails.count()}`);
});

test('spec 8.5: a lightbox image that fails to load says so and links to the image', async ({ page }) => {
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug));
  const main = page.locator('.woocommerce-product-gallery .woocommerce-product-gallery__image img');
  const large = (await main.getAttribute('data-large_image'))!;
  await page.route(`**${large}`, (route) => route.fulfill({ status: 404, body: '' }));
  await islandReady(page, 'gallery');
  await main.click();
  const error = page.locator('.pswp .pswp__error-msg');
  await expect(error).toContainText(vi.product.imageLoadFailed);
  await expect(error.locator('a')).toHaveAttribute('href', large);
});

test('spec 2.3: the sticky add-to-cart bar shows once the form has scrolled past', async ({ page }) => {
  await page.goto(productUrl(demoFacts.simpleProductSlug));
  // The bar hydrates on the page's first scroll (decision 052).
  await page.evaluate(() => window.scrollBy(0, 1));
  await page.locator('[data-island="sticky-add-to-cart"][data-hydrated]').waitFor();
  const bar = page.locator('.sticky-add-to-cart');
  await expect(bar).not.toHaveClass(/sticky-add-to-cart--active/);
  await page.locator('.woocommerce-tabs').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  await expect(bar).toHaveClass(/sticky-add-to-cart--active/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveClass(/sticky-add-to-cart--active/);
});

test('spec 2.3: the hash #comments opens the reviews tab and scrolls to it (reading B)', async ({ page }) => {
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug) + '#comments');
  await expect(page.locator('.woocommerce-tabs li.reviews_tab')).toHaveClass(/active/);
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeGreaterThan(100);
});

test('spec 2.3: the review link sets #reviews and opens the reviews tab', async ({ page }) => {
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug));
  await islandReady(page, 'product-tabs');
  await page.locator('a.woocommerce-review-link').click();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await page.locator('li.additional_information_tab a').click();
  await expect(page.locator('#tab-additional_information')).toBeVisible();
  await expect(page.locator('#tab-reviews')).toBeHidden();
});

test('the product page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(productUrl(demoFacts.colourSwatchProductSlug));
  await expect(page.locator('h1.product_title')).toBeVisible();
  await expect(page.locator('select[name="attribute_pa_mau-sac"]')).toBeVisible();
  for (const panel of ['#tab-description', '#tab-reviews', '#tab-additional_information']) await expect(page.locator(panel)).toBeVisible();
  await page.locator('select[name="attribute_pa_mau-sac"]').selectOption('den');
  await page.locator('select[name="attribute_pa_kich-thuoc"]').selectOption('m');
  const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), page.locator('button.single_add_to_cart_button').click()]);
  expect(new URL(request.url()).pathname).toBe(productUrl(demoFacts.colourSwatchProductSlug));
  expect(request.postData()).toContain('attribute_pa_mau-sac');
  expect(request.postData()).toContain('add-to-cart');
  await context.close();
});
