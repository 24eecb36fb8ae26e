import { expect, type Page } from '@playwright/test';

/** Logs in through the account page's form, as a shopper or staff member would; `origin` for a shop of a test's own. */
export async function logIn(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/tai-khoan/`);
  await page.fill('#username', email);
  await page.fill('#password', password);
  await page.locator('button[name="login"]').click();
  await expect(page.locator('.account-greeting')).toBeVisible();
}
