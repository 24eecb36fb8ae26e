import { expect, test } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';

// Issue 13, keyboard use of the star rating and the menus (decisions 047, 053). The popups are in
// accessibility-popups.spec.ts; chrome.spec.ts drives the plain dropdowns by keyboard.
test.use({ viewport: { width: 1280, height: 800 } });

test('issue 13: the star rating is one Tab stop; arrows and Space choose, Tab leaves and comes back to the choice', async ({ page }) => {
  await page.goto(`/san-pham/${demoFacts.simpleProductSlug}/#reviews`);
  const stars = page.locator('#commentform p.stars');
  const select = page.locator('#commentform select#rating');
  await expect(stars.locator('a')).toHaveCount(5);
  expect(await stars.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLElement).tabIndex))).toEqual([0, -1, -1, -1, -1]);

  await stars.locator('a.star-1').focus();
  await page.keyboard.press('Space');
  await expect(select).toHaveValue('1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.locator('a.star-3')).toBeFocused();
  await expect(stars.locator('a.star-3')).toHaveAttribute('aria-checked', 'true');
  await expect(select).toHaveValue('3');
  await page.keyboard.press('Tab');
  expect(await stars.evaluate((p) => p.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(stars.locator('a.star-3')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.locator('a.star-2')).toHaveAttribute('aria-checked', 'true');
  await expect(select).toHaveValue('2');
});

test('issue 13: the mega menu opens when its chevron gets keyboard focus, Tab walks its columns, Escape goes back', async ({ page }) => {
  await page.goto('/gioi-thieu/');
  await expect(page.locator('.header-nav-main')).toHaveAttribute('data-menus', 'ready');
  const item = page.locator('.header-nav > li.menu-item-design-full-width');
  const toggle = item.locator('> .nav-dropdown-toggle');
  await toggle.focus();
  await expect(item.locator('.nav-dropdown')).toBeVisible();
  const links = item.locator('.nav-dropdown a');
  expect(await links.count()).toBeGreaterThan(2);
  await page.keyboard.press('Tab');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(item.locator('.nav-dropdown')).toBeHidden();
  await expect(toggle).toBeFocused();
});
