import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { reachIsland } from '../support/islands';

// A listing with the select-only variable product: its own search results page.
async function cardOf(page: Page, name: string) {
  await page.goto(`/?s=${encodeURIComponent(name)}&post_type=product`);
  const card = page.locator('li.product', { hasText: name }).first();
  await reachIsland(page, 'quick-view-button', card);
  await expect(card.locator('a.quick-view[data-hydrated]')).toHaveCount(1);
  return card;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('spec 2.6: quick view opens with a slider and a working variation form', async ({ page }) => {
  const card = await cardOf(page, 'Bình giữ nhiệt inox');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    await held;
    await route.continue();
  });
  await card.locator('a.quick-view').click();
  // The card is processing until the popup opens.
  await expect(card).toHaveClass(/processing/);
  release();
  const dialog = page.locator('dialog.quick-view-dialog');
  await expect(dialog).toBeVisible();
  await expect(card).not.toHaveClass(/processing/);

  await expect(dialog.locator('.quick-view-gallery[data-slider=ready]')).toHaveCount(1);
  const dots = dialog.locator('.flickity-page-dots li.dot');
  expect(await dots.count()).toBeGreaterThan(1);
  await dots.nth(1).locator('button').click();
  await expect(dots.nth(1)).toHaveClass(/is-selected/);

  await page.evaluate(() => {
    document.body.addEventListener('found_variation', (e) => document.body.setAttribute('data-found', String((e as CustomEvent).detail.variation_id)));
  });
  const form = dialog.locator('form.variations_form');
  const button = form.locator('button.single_add_to_cart_button');
  await expect(button).toHaveClass(/disabled/);
  await form.locator('select[name=attribute_pa_dung-tich]').selectOption('500ml');
  await expect(form.locator('.single_variation')).toContainText('229.000');
  await expect(page.locator('body')).toHaveAttribute('data-found', /^\d+$/);
  await expect(button).not.toHaveClass(/disabled/);
  await expect(dialog.locator('a', { hasText: 'Xem chi tiết' })).toHaveAttribute('href', `/san-pham/${demoFacts.selectOnlyProductSlug}/`);
});

test('spec 2.6: the overlay closes on its close button, on Escape and on the backdrop', async ({ page }) => {
  const card = await cardOf(page, 'Bình giữ nhiệt inox');
  const dialog = page.locator('dialog.quick-view-dialog');
  const open = async () => {
    await card.locator('a.quick-view').click();
    await expect(dialog).toBeVisible();
  };
  await open();
  await dialog.locator('button.quick-view-close').click();
  await expect(dialog).toBeHidden();
  await expect(dialog.locator('.quick-view-body')).toBeEmpty();
  await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await open();
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
});
