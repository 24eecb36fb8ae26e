import { expect, type Page } from '@playwright/test';
import { reachIsland } from '../support/islands';
import { writeShopSetting } from '../support/shop-settings';

// Steps shared by the wishlist journeys (wishlist.spec.ts and wishlist.shop-wide.spec.ts) on the demo shop.
export const bags = '/danh-muc-san-pham/tui-xach/';
export const walletCard = 'li.product:has(a:text("Ví da nam gấp đôi"))';
export const countLabel = '.header .wishlist-count-label';
export const cartCount = '.header .hide-for-medium .cart-count';
export const wishlistRows = (page: Page) => page.locator('table.wishlist_table tr[data-row-id]');

/** Records the wishlist's page events on document.body, in order. */
export async function recordWishlistEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { wishlistEvents: string[] }).wishlistEvents = seen;
    for (const name of ['adding_to_wishlist', 'added_to_wishlist', 'removed_from_wishlist', 'moved_to_another_wishlist']) document.body.addEventListener(name, () => seen.push(name));
  });
}
export const wishlistEvents = (page: Page) => page.evaluate(() => (window as unknown as { wishlistEvents: string[] }).wishlistEvents);

/** Single mode: the wallet saved from the bags listing; the button turns to the browse link and the count shows 1. */
export async function addWalletFromListing(page: Page): Promise<void> {
  await page.goto(bags);
  await recordWishlistEvents(page);
  await page.locator(`${walletCard} a.add_to_wishlist`).click();
  await expect(page.locator(`${walletCard} .yith-wcwl-wishlistexistsbrowse`)).toBeVisible();
  await expect(page.locator(countLabel)).toHaveText('1');
}

/** The row ids of the wishlist table, in order. */
export const rowOrder = (page: Page) => wishlistRows(page).evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.rowId!));

/** Single mode: two rows in the visitor's wishlist, on the wishlist page; answers the row ids in order. */
export async function wishlistOfTwo(page: Page): Promise<string[]> {
  await addWalletFromListing(page);
  await page.goto('/san-pham/tui-tote-vai-canvas/');
  await page.locator('.summary a.add_to_wishlist').click();
  await expect(page.locator(countLabel)).toHaveText('2');
  await page.goto('/danh-sach-yeu-thich/');
  return rowOrder(page);
}

/** Picks the first variation of the product page's select once the variation form is live (spec 9.3); answers its id. */
export async function chooseVariation(page: Page, option = '500ml'): Promise<string> {
  // The variation form wakes on reach (decision 052) and is live once its first check marks the button (spec 9.3).
  await reachIsland(page, 'variation-form');
  await expect(page.locator('button.single_add_to_cart_button.wc-variation-selection-needed')).toBeVisible();
  await page.locator('table.variations select[name="attribute_pa_dung-tich"]').selectOption(option);
  const variationInput = page.locator('input.variation_id[name=variation_id]');
  await expect(variationInput).not.toHaveValue('');
  return variationInput.inputValue();
}

/**
 * The keyboard sort of dnd-kit: Space picks the focused handle's row up, an arrow moves it, Space drops it; each step
 * waits for what a screen reader hears. `from` and `to` are the row's places before and after (1-based).
 */
export async function keyboardMove(page: Page, key: 'ArrowDown' | 'ArrowUp', from: number, to: number): Promise<void> {
  const heard = page.locator('.wishlist-sorting [role=status]');
  await page.keyboard.press('Space');
  await expect(heard).toContainText(`đang ở vị trí ${from}`);
  // dnd-kit starts listening for arrow keys in a timer after the pick-up; a later timer of the page's own has run after it.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
  await page.keyboard.press(key);
  await expect(heard).toContainText(`đang ở vị trí ${to}`);
  await page.keyboard.press('Space');
}

const shopBase = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/**
 * Switches a shop setting for a shop-wide journey (decision 032) and waits until pages show it: `shownAs` is text a
 * page prints once the settings cache took the new value; without it the cache's 5 s are waited out.
 */
export async function switchShopSetting(name: string, value: string, shownAs?: { path: string; text: string }): Promise<void> {
  writeShopSetting(name, value);
  if (!shownAs) return new Promise((done) => setTimeout(done, 5500));
  await expect.poll(async () => (await fetch(shopBase() + shownAs.path)).text(), { timeout: 15_000, message: `${name}=${value} shown on ${shownAs.path}` }).toContain(shownAs.text);
}
