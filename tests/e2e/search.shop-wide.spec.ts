import { expect, test, type Page } from '@playwright/test';
import { writeShopSetting } from '../support/shop-settings';

// The live search's 'No results' notice turned on: `search_no_results_notice` is printed on every page and read by
// every search field, so this file runs after every other journey and puts the setting back (decision 032). Run it
// alone with `--project="shop-wide settings" --no-deps`.
const desktop = { width: 1280, height: 800 };

/** Waits until pages are drawn with the notice setting as wanted (settings are read at most every 5 s). */
async function noticeSettingIs(page: Page, value: '1' | ''): Promise<void> {
  const drawn = async () => (await (await page.request.get(`/gioi-thieu/?t=${Date.now()}`)).text()).includes(`"search_no_results_notice":"${value}"`);
  await expect.poll(drawn, { timeout: 15_000 }).toBe(true);
}

test("spec 8.6: the live search's 'No results' notice shows for an empty answer only when the shop turns it on, never for a failed search", async ({ page }) => {
  test.setTimeout(90_000);
  // A query longer than the server takes is answered with no suggestions at all.
  const tooLong = 'áo '.repeat(70);
  await page.setViewportSize(desktop);
  const field = page.locator('#header input.search-field');
  const notice = page.locator('.autocomplete-no-suggestion');
  writeShopSetting('search_no_results_notice', 'yes');
  try {
    await noticeSettingIs(page, '1');
    // A fresh address: the page cache may hold the listing as drawn before the change.
    await page.goto(`/cua-hang/?on=${Date.now()}`);
    await field.fill(tooLong);
    await expect(notice).toHaveText('Không có kết quả');
    await page.route('**/wp-admin/admin-ajax.php?*', (route) => route.abort());
    await field.fill('đầm xòe');
    await expect(notice).toHaveCount(0);
    await page.unroute('**/wp-admin/admin-ajax.php?*');
  } finally {
    writeShopSetting('search_no_results_notice', 'no');
  }
  await noticeSettingIs(page, '');
  await page.goto(`/cua-hang/?off=${Date.now()}`);
  await field.fill(`${tooLong}x`);
  await page.waitForResponse((r) => r.url().includes('flatsome_ajax_search_products'));
  await expect(notice).toHaveCount(0);
});
