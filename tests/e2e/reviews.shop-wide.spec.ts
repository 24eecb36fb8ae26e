import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { writeShopSetting } from '../support/shop-settings';

// Reviews with the rating made optional: `review_rating_required` changes every product page's form, so this file
// runs after every other journey and puts the setting back (decision 032). Run it alone with
// `--project="shop-wide settings" --no-deps`.
const productUrl = `/san-pham/${demoFacts.simpleProductSlug}/`;

/** Waits until product pages are drawn with the setting as wanted (settings are read at most every 5 s). */
async function ratingRequiredIs(request: APIRequestContext, value: 'yes' | 'no'): Promise<void> {
  const drawn = async () => (await (await request.get(`${productUrl}?t=${Date.now()}`)).text()).includes(`data-rating-required="${value}"`);
  await expect.poll(drawn, { timeout: 15_000 }).toBe(true);
}

test('spec 8.1, 2.3: when the shop does not require a rating, a review without one shows no alert and is accepted', async ({ page }) => {
  writeShopSetting('review_rating_required', 'no');
  try {
    await ratingRequiredIs(page.request, 'no');
    await page.goto(`${productUrl}?r=${Date.now()}#reviews`);
    const form = page.locator('form#commentform');
    await expect(form.locator('p.stars a.star-1')).toBeVisible();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const text = `Không chấm sao, vẫn gửi được ${Date.now()}`;
    await form.locator('#comment').fill(text);
    await form.locator('#author').fill('Quân');
    await form.locator('#email').fill('quan@example.vn');
    await form.locator('#submit').click();
    await expect(page).toHaveURL(/\?unapproved=\d+&moderation-hash=[0-9a-f]+#comment-\d+$/);
    await expect(page.locator('.pending-review')).toContainText(vi.reviews.awaitingApproval);
    await expect(page.locator('.pending-review')).toContainText(text);
    expect(alerts).toEqual([]);
  } finally {
    writeShopSetting('review_rating_required', 'yes');
  }
  await ratingRequiredIs(page.request, 'yes');
});
