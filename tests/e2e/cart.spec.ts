import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { reachIsland } from '../support/islands';

// Browser journeys of the cart (spec 4.2, 7.1, 8.1) on the demo shop's bags category.
const bags = '/danh-muc-san-pham/tui-xach/';
const tote = 'a.ajax_add_to_cart[aria-label*="Túi tote vải canvas"]';
const wallet = 'a.ajax_add_to_cart[aria-label*="Ví da nam gấp đôi"]';
const headerCount = '.header .hide-for-medium .cart-count';
const miniCartItems = '.cart-dropdown .woocommerce-mini-cart-item';

/** Records the cart's page events on document.body, in order. */
async function recordCartEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { name: string; detail: unknown }[] = [];
    (window as unknown as { cartEvents: typeof seen }).cartEvents = seen;
    for (const name of ['adding_to_cart', 'added_to_cart', 'removed_from_cart', 'wc_fragments_refreshed']) {
      document.body.addEventListener(name, (e) => {
        const detail = (e as CustomEvent<Record<string, unknown>>).detail;
        seen.push({ name, detail: detail && { hasFragments: 'fragments' in detail, cart_hash: detail.cart_hash } });
      });
    }
  });
}
const cartEvents = (page: Page) => page.evaluate(() => (window as unknown as { cartEvents: { name: string }[] }).cartEvents.map((e) => e.name));

function cartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const endpoint = new URL(r.url()).searchParams.get('wc-ajax');
    if (endpoint) calls.push(endpoint);
  });
  return calls;
}

test('spec 4.2: a visitor without a cart makes no cart request on page views', async ({ page }) => {
  const calls = cartCalls(page);
  for (const path of ['/', bags, '/san-pham/vi-da-nam-gap-doi/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(calls).toEqual([]);
});

test('spec 4.2: the loop button adds by ajax: loading → added, "Xem giỏ hàng" after it, fragments swapped, dropdown revealed for 5 s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bags);
  await recordCartEvents(page);
  const button = page.locator(tote);
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button.locator('xpath=following-sibling::a[1]')).toHaveClass('added_to_cart wc-forward');
  await expect(button.locator('xpath=following-sibling::a[1]')).toHaveText('Xem giỏ hàng');
  await expect(page.locator(headerCount)).toHaveText('1');
  await expect(page.locator(miniCartItems)).toHaveCount(1);
  await expect(page.locator(miniCartItems)).toContainText('Túi tote vải canvas');
  await expect(page.locator('.header .cart-item')).toHaveClass(/current-dropdown/);
  await expect(page.locator('.cart-dropdown')).toBeVisible();
  expect(await cartEvents(page)).toEqual(['adding_to_cart', 'added_to_cart', 'wc_fragments_refreshed']);
  await expect(page.locator('.header .cart-item')).not.toHaveClass(/current-dropdown/, { timeout: 7000 });

  await button.click();
  await expect(page.locator(headerCount)).toHaveText('2');
  await expect(button.locator('xpath=following-sibling::a[contains(@class,"added_to_cart")]')).toHaveCount(1);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'woocommerce_items_in_cart')?.value).toBe('1');
  expect(cookies.find((c) => c.name === 'shop_session')?.httpOnly).toBe(true);
});

test('spec 4.2: cart requests go one at a time, in order', async ({ page }) => {
  // The cart code arrives late, so both clicks are made while it loads (the first adds of a page).
  await page.route('**/cart-in-browser-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto(bags);
  const log: string[] = [];
  await page.route('**/?wc-ajax=add_to_cart', async (route) => {
    const id = new URLSearchParams(route.request().postData() ?? '').get('product_id');
    log.push(`start ${id}`);
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
    log.push(`end ${id}`);
  });
  const ids = await Promise.all([tote, wallet].map((s) => page.locator(s).getAttribute('data-product_id')));
  await page.locator(tote).click();
  await page.locator(wallet).click();
  await expect(page.locator(headerCount)).toHaveText('2');
  expect(log).toEqual([`start ${ids[0]}`, `end ${ids[0]}`, `start ${ids[1]}`, `end ${ids[1]}`]);
});

test('spec 8.1: an add that cannot be made sends the shopper to the product page', async ({ page }) => {
  await page.goto('/san-pham/ao-so-mi-lua-tay-dai/');
  const id = await page.locator('form.variations_form').getAttribute('data-product_id');
  await page.goto(bags);
  await page.evaluate((productId) => {
    document.querySelector('.products')?.insertAdjacentHTML('beforeend', `<a href="#" class="button add_to_cart_button ajax_add_to_cart" id="no-variation" data-product_id="${productId}" data-quantity="1">+</a>`);
  }, id!);
  await page.locator('#no-variation').click();
  await expect(page).toHaveURL(/\/san-pham\/ao-so-mi-lua-tay-dai\/$/);
});

test('spec 2.7, 8.1: the mini cart removes a line by ajax', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bags);
  await page.locator(tote).click();
  await expect(page.locator(miniCartItems)).toHaveCount(1);
  await recordCartEvents(page);
  await page.locator('.header .cart-item').hover();
  await page.locator(`${miniCartItems} a.remove_from_cart_button`).click();
  await expect(page.locator('.cart-dropdown .woocommerce-mini-cart__empty-message')).toBeVisible();
  await expect(page.locator(headerCount)).toHaveText('0');
  expect(await cartEvents(page)).toEqual(['removed_from_cart']);
  expect(page.url()).toMatch(/tui-xach\/$/);
  expect((await page.context().cookies()).some((c) => c.name === 'woocommerce_items_in_cart')).toBe(false);
});

test('spec 8.1: when the remove call fails the remove link is followed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bags);
  await page.locator(tote).click();
  await expect(page.locator(miniCartItems)).toHaveCount(1);
  await page.route('**/?wc-ajax=remove_from_cart', (route) => route.fulfill({ status: 500, body: '' }));
  await page.locator('.header .cart-item').hover();
  await page.locator(`${miniCartItems} a.remove_from_cart_button`).click();
  await expect(page).toHaveURL(/\/gio-hang\/$/);
  await expect(page.locator('.woocommerce-message')).toContainText('Túi tote vải canvas');
  await expect(page.locator('.cart-empty')).toBeVisible();
});

test('spec 4.2: the single-product form adds by ajax', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/san-pham/vi-da-nam-gap-doi/');
  await reachIsland(page, 'quantity-stepper');
  await page.locator('form.cart .plus').click();
  await page.locator('form.cart .single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('2');
  await expect(page.locator('form.cart .single_add_to_cart_button')).toHaveClass(/\badded\b/);
  expect(page.url()).toMatch(/vi-da-nam-gap-doi\/$/);
});

test('spec 4.3: a variation chosen with swatches is added from the product page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/san-pham/${demoFacts.colourSwatchProductSlug}/`);
  await reachIsland(page, 'variation-form');
  const { terms } = demoFacts.colourSwatchLowStock;
  await page.locator(`li.color-variable-item-${terms['mau-sac']} button`).click();
  await page.locator(`li.button-variable-item-${terms['kich-thuoc']} button`).click();
  await expect(page.locator('input.variation_id')).toHaveValue(/^[1-9]\d*$/);
  await expect(page.locator('form.cart .single_add_to_cart_button')).toBeEnabled();
  const variationSku = (await page.locator('.product_meta .sku').textContent())?.trim();
  await page.locator('form.cart .single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('1');
  const line = page.locator(miniCartItems);
  await expect(line).toHaveCount(1);
  // The line is the chosen variation: its SKU, under the parent's product id as the ecosystem's mini cart has it.
  await expect(line.locator('a.remove_from_cart_button')).toHaveAttribute('data-product_sku', variationSku!);
});

test('spec 4.2: where the header has no dropdown the off-canvas cart opens after an add', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(bags);
  await page.locator(tote).click();
  await expect(page.locator('dialog.off-canvas-popup #cart-popup .woocommerce-mini-cart-item')).toBeVisible();
});

test('spec 4.2: a page shown again with a stale cart asks once for fresh fragments', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bags);
  const calls = cartCalls(page);
  const id = await page.locator(wallet).getAttribute('data-product_id');
  await page.request.post(`/?wc-ajax=add_to_cart`, { form: { product_id: id!, quantity: '3' } });
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(page.locator(headerCount)).toHaveText('3');
  expect(calls).toEqual(['get_refreshed_fragments']);
});

test('spec 4.2: an "added to cart" notice on load reveals the mini cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bags);
  const id = await page.locator(tote).getAttribute('data-product_id');
  await page.goto(`${bags}?add-to-cart=${id}`);
  await expect(page).toHaveURL(new RegExp(`${bags}$`));
  await expect(page.locator('.woocommerce-message')).toContainText('đã được thêm vào giỏ hàng');
  await expect(page.locator('.header .cart-item')).toHaveClass(/current-dropdown/);
});

test('contract: without scripting the listing link adds and returns to the page with a notice', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(bags);
  await page.locator(tote).click();
  await expect(page).toHaveURL(new RegExp(`${bags}$`));
  await expect(page.locator('.woocommerce-message')).toContainText('“Túi tote vải canvas” đã được thêm vào giỏ hàng.');
  await expect(page.locator(headerCount)).toHaveText('1');
  await page.locator('.woocommerce-message a.wc-forward').click();
  await page.locator('input.qty').fill('3');
  await page.locator('button[name=update_cart]').click();
  await expect(page.locator('.woocommerce-message')).toContainText('Giỏ hàng đã được cập nhật.');
  await expect(page.locator('input.qty')).toHaveValue('3');
  await expect(page.locator('.cart_totals .order-total')).toContainText('447.000');
  await page.locator('.cart_item a.remove').click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  await context.close();
});

test('spec 5.2: the cart page steppers change the quantity and the update recomputes the totals', async ({ page }) => {
  await page.goto(bags);
  await page.locator(tote).click();
  await expect(page.locator(headerCount)).toHaveText('1');
  await page.goto('/gio-hang/');
  await reachIsland(page, 'cart-quantity');
  await page.locator('.cart_item .plus').click();
  await expect(page.locator('.cart_item input.qty')).toHaveValue('2');
  await page.locator('button[name=update_cart]').click();
  await expect(page.locator('.cart_item .product-subtotal')).toContainText('298.000');
  await expect(page.locator(headerCount)).toHaveText('2');
});
