import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';

const facts = demoFacts.search;

// The header's search box, once its island has hydrated (it hydrates on first focus or pointer).
async function searchBox(page: Page) {
  await page.goto('/');
  await page.locator('.header-search input.search-field').focus();
  const form = page.locator('.header-search form.searchform[data-hydrated]');
  await expect(form).toBeVisible();
  return { form, field: form.locator('input.search-field[name=s]'), list: form.locator('.autocomplete-suggestions') };
}

function countSearchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('action=flatsome_ajax_search_products')) urls.push(request.url());
  });
  return urls;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('spec 7.4: typing shows suggestions with name, image and price after the latency, in one request', async ({ page }) => {
  const { field, list } = await searchBox(page);
  const requests = countSearchRequests(page);
  await field.pressSequentially('ao so mi', { delay: 40 });
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(facts.shirtMatches);
  const shirt = list.locator('.autocomplete-suggestion', { hasText: facts.shirtName });
  await expect(shirt.locator('.search-price .woocommerce-Price-amount')).toBeVisible();
  await expect(shirt.locator('img.search-image')).toHaveAttribute('src', /^\/media\/\d+-100\.webp$/);
  await expect(shirt.locator('.search-name strong').first()).toHaveText('Áo');
  // Spec 9.4: the list is at most 300 px high.
  await expect(list).toHaveCSS('max-height', '300px');
  expect((await list.boundingBox())!.height).toBeLessThanOrEqual(300);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toContain('query=ao+so+mi');
});

test('spec 2.9: what is typed while the search box hydrates is kept and searched', async ({ page }) => {
  await page.goto('/');
  const requests = countSearchRequests(page);
  const field = page.locator('.header-search input.search-field');
  await field.pressSequentially('ao so mi', { delay: 30 });
  await expect(page.locator('.header-search .autocomplete-suggestion').first()).toBeVisible();
  await expect(field).toHaveValue('ao so mi');
  expect(requests.at(-1)).toContain('query=ao+so+mi');
});

test('spec 5.6: fewer than 3 characters sends no request', async ({ page }) => {
  const { field, list } = await searchBox(page);
  const requests = countSearchRequests(page);
  await field.pressSequentially('ao');
  await page.waitForTimeout(800);
  expect(requests).toEqual([]);
  await expect(list).toHaveCount(0);
});

test('spec 2.9: clicking a suggestion navigates to the product', async ({ page }) => {
  const { field, list } = await searchBox(page);
  await field.pressSequentially('dam maxi');
  await list.locator('.autocomplete-suggestion', { hasText: facts.dressName }).click();
  await expect(page).toHaveURL(new RegExp(`/san-pham/${demoFacts.imageSwatchProductSlug}/$`));
});

test('spec 2.9: arrow keys and Enter choose a suggestion; Escape closes the list', async ({ page }) => {
  const { field, list } = await searchBox(page);
  await field.pressSequentially('dam maxi');
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(1);
  await field.press('Escape');
  await expect(list).toHaveCount(0);
  await field.press('ArrowDown');
  await expect(list.locator('.autocomplete-suggestion.autocomplete-selected')).toHaveCount(1);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/san-pham/${demoFacts.imageSwatchProductSlug}/$`));
});

test('spec 7.4: a query that returned nothing blocks longer queries that start with it; id -1 does not navigate', async ({ page }) => {
  const { field, list } = await searchBox(page);
  const requests = countSearchRequests(page);
  await field.pressSequentially('xe may');
  const nothing = list.locator('.autocomplete-suggestion');
  await expect(nothing).toHaveText('Không tìm thấy sản phẩm');
  expect(requests).toHaveLength(1);
  await field.pressSequentially(' dien');
  await page.waitForTimeout(1000);
  expect(requests).toHaveLength(1);
  await expect(nothing).toHaveText('Không tìm thấy sản phẩm');
  await nothing.click({ force: true });
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('spec 7.4: answers are cached per URL', async ({ page }) => {
  const { field, list } = await searchBox(page);
  const requests = countSearchRequests(page);
  await field.fill('dam maxi');
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(1);
  await field.fill('ao so mi');
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(facts.shirtMatches);
  await field.fill('dam maxi');
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(1);
  expect(requests.filter((u) => u.endsWith('query=dam+maxi'))).toHaveLength(1);
  expect(requests).toHaveLength(2);
});

test('spec 7.4: changing the category runs the search again within it', async ({ page }) => {
  const { form, field, list } = await searchBox(page);
  const requests = countSearchRequests(page);
  await field.pressSequentially('ao so mi');
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(facts.shirtMatches);
  await form.locator('select[name=product_cat]').selectOption(demoFacts.categorySlugs.men);
  await expect(list.locator('.autocomplete-suggestion', { hasText: facts.shirtName })).toHaveCount(0);
  await expect(list.locator('.autocomplete-suggestion').first()).toBeVisible();
  expect(requests.at(-1)).toContain(`product_cat=${demoFacts.categorySlugs.men}`);
});

test('spec 4.8: the submit button shows loading while a search runs', async ({ page }) => {
  const { form, field, list } = await searchBox(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-admin/admin-ajax.php?*', async (route) => {
    await held;
    await route.continue();
  });
  const button = form.locator('button[type=submit]');
  await expect(button).not.toHaveClass(/loading/);
  await field.pressSequentially('dam maxi');
  await expect(button).toHaveClass(/loading/);
  release();
  await expect(list.locator('.autocomplete-suggestion')).toHaveCount(1);
  await expect(button).not.toHaveClass(/loading/);
});

test('spec 2.9: submitting the search shows the results page', async ({ page }) => {
  const { field } = await searchBox(page);
  await field.fill('dam');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]s=dam(&|$)/);
  await expect(page.locator('h1')).toHaveText('Kết quả tìm kiếm: “dam”');
  await expect(page.locator('ul.products li.product', { hasText: facts.dressName })).toBeVisible();
});
