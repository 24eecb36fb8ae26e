import { expect, test, type Page } from '@playwright/test';
import * as vi from '../../src/lib/messages/index';
import { receivedMailTo, waitForMail } from '../support/mailbox';
import { journeyShopDatabase } from '../support/shop-settings';

// Browser journeys of the newsletter (issue 13, decision 043): the footer form, the mailed links, the opt-in box.
// Each journey waits for real mail from the outbox's 10 s sender: on a loaded machine that takes a while.
test.slow();

const fresh = (name: string) => `${name}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@gmail.com`;

/** The path and query of the mail's link to `path`. */
async function mailedLink(email: string, path: string): Promise<string> {
  const mail = await waitForMail(email, /Xác nhận đăng ký nhận bản tin/, 60_000);
  const url = new RegExp(`https?://[^\\s]+(${path}\\?token=[0-9a-f]{32})`).exec(mail.text ?? '')?.[1];
  expect(url, `a ${path} link in the mail`).toBeTruthy();
  return url!;
}

async function signUpInFooter(page: Page, email: string): Promise<void> {
  const form = page.locator('footer form.newsletter-signup');
  await form.getByLabel(vi.newsletter.emailLabel).fill(email);
  await form.getByRole('button', { name: vi.newsletter.submit }).click();
}

test('decision 043: the footer form answers in place; the mailed link\'s button confirms, the unsubscribe link\'s button leaves', async ({ page }) => {
  await page.goto('/tin-tuc/');
  const email = fresh('lan');
  await signUpInFooter(page, email);
  await expect(page.locator('footer .newsletter-answer')).toHaveText(vi.newsletter.checkMailbox);
  await expect(page).toHaveURL(/\/tin-tuc\/$/);
  await expect(page.locator('footer #newsletter_email')).toHaveValue('');

  await page.goto(await mailedLink(email, '/nhan-tin/xac-nhan/'));
  await expect(page.locator('main')).toContainText(vi.newsletter.confirmQuestion(email));
  await page.getByRole('button', { name: vi.newsletter.confirmButton }).click();
  await expect(page.locator('.woocommerce-message')).toHaveText(vi.newsletter.confirmed(email));

  await page.getByRole('link', { name: vi.newsletter.unsubscribeLink }).click();
  await page.getByRole('button', { name: vi.newsletter.unsubscribeButton }).click();
  await expect(page.locator('.woocommerce-message')).toHaveText(vi.newsletter.unsubscribed(email));
});

test('spec 7.5: the checkout\'s #mailchimp_woocommerce_newsletter box is the `subscribed` flag the e-mail capture sends', async ({ page }) => {
  await page.goto('/san-pham/vi-da-nam-gap-doi/');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.header .hide-for-medium .cart-count')).toHaveText('1');
  await page.goto('/thanh-toan/');
  const box = page.locator('#mailchimp_woocommerce_newsletter');
  await expect(box).not.toBeChecked();
  await expect(page.locator('#mailchimp_woocommerce_newsletter_field')).toContainText('Đăng ký nhận bản tin khuyến mãi qua email');
  await box.check();
  const reported = page.waitForRequest((r) => r.url().includes('action=mailchimp_set_user_by_email'), { timeout: 15_000 });
  await page.locator('#billing_email').pressSequentially('hoa.tran@gmail.com', { delay: 20 });
  expect(new URLSearchParams((await reported).postData() ?? '').get('subscribed')).toBe('1');
});

/** The subscriber row and the marketing service's audience entry of an address, read from the journeys' shop. */
function subscriberOf(email: string): { status?: string; source?: string; audience?: number } {
  const db = journeyShopDatabase({ readOnly: true });
  try {
    const row = db.prepare('select status, source from newsletter_subscribers where email = ?').get(email) as { status: string; source: string } | undefined;
    const audience = db.prepare('select subscribed from marketing_audience where email = ?').get(email) as { subscribed: number } | undefined;
    return { status: row?.status, source: row?.source, audience: audience?.subscribed };
  } finally {
    db.close();
  }
}

async function register(page: Page, email: string, optIn: boolean): Promise<void> {
  await page.goto('/tai-khoan/');
  const form = page.locator('form.register');
  await form.locator('#reg_email').fill(email);
  await form.locator('#reg_display_name').fill('Lan Phạm');
  await form.locator('#reg_password').fill('mat-khau-that-dai');
  const box = form.locator('#mailchimp_woocommerce_newsletter');
  await expect(box).not.toBeChecked(); // the shop's default: not ticked (decision 043)
  if (optIn) await box.check();
  await form.locator('button[name="register"]').click();
  await expect(page.locator('.account-greeting')).toBeVisible();
}

test('issue 13: the registration box ticked stores a pending subscriber and mails the double opt-in link, which subscribes', async ({ page }) => {
  const email = fresh('lan');
  await register(page, email, true);
  expect(subscriberOf(email)).toEqual({ status: 'pending', source: 'register', audience: undefined });
  await page.goto(await mailedLink(email, '/nhan-tin/xac-nhan/'));
  await page.getByRole('button', { name: vi.newsletter.confirmButton }).click();
  await expect(page.locator('.woocommerce-message')).toHaveText(vi.newsletter.confirmed(email));
  expect(subscriberOf(email)).toEqual({ status: 'subscribed', source: 'register', audience: 1 });
});

test('issue 13: the registration box left empty stores no subscriber and mails nothing about the newsletter', async ({ page, browser }) => {
  const email = fresh('khong');
  await register(page, email, false);
  const ticked = fresh('co');
  const other = await browser.newPage();
  await register(other, ticked, true);
  // The ticked account's mail went through the same outbox after this one's: by then this one's would be there too.
  await waitForMail(ticked, /Xác nhận đăng ký nhận bản tin/, 60_000);
  expect(subscriberOf(email)).toEqual({ status: undefined, source: undefined, audience: undefined });
  expect((await receivedMailTo(email)).map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/bản tin/));
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('decision 043: the footer form posts as a page, and the mailed link confirms', async ({ page }) => {
    await page.goto('/');
    const email = fresh('minh');
    await signUpInFooter(page, email);
    await expect(page).toHaveURL(/\/nhan-tin\/dang-ky\/$/);
    await expect(page.locator('.woocommerce-message')).toHaveText(vi.newsletter.checkMailbox);
    await page.goto(await mailedLink(email, '/nhan-tin/xac-nhan/'));
    await page.getByRole('button', { name: vi.newsletter.confirmButton }).click();
    await expect(page.locator('.woocommerce-message')).toHaveText(vi.newsletter.confirmed(email));
  });

  test('decision 043: a refused address is told why on the page', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer #newsletter_email').evaluate((input: HTMLInputElement) => { input.type = 'text'; input.value = 'khong-phai-email'; });
    await page.locator('footer form.newsletter-signup button').click();
    await expect(page.locator('ul.woocommerce-error')).toHaveText(vi.newsletter.invalidEmail);
  });
});
