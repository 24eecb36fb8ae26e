import { expect, test } from '@playwright/test';

// Kept pages are the same bytes for everyone, so their inline scripts are allowed by hash (decision 049).
test('decision 049: a page served from the page cache runs its inline scripts under the CSP, with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A search no other journey makes: its second visit renders and keeps it (a search is kept once asked twice,
  // decision 090). On a page other journeys visit, the first visit could be a hit of an entry kept up to 30 s before,
  // which then expired before the next visit.
  const search = `/?s=rieng-${test.info().repeatEachIndex}-${Date.now()}&post_type=product`;
  for (const path of [`${search}&utm_source=e2e`, search]) expect((await page.goto(path))?.headers()['x-page-cache']).toBeUndefined();
  const kept = await page.goto(search);
  expect(kept?.headers()['x-page-cache']).toBe('hit');
  expect(kept?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  await expect(page.locator('html')).toHaveClass('js');
  expect(await page.evaluate(() => typeof (window as unknown as { wc_add_to_cart_params?: object }).wc_add_to_cart_params)).toBe('object');
  expect(violations).toEqual([]);
});
