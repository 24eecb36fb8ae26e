import { expect, test } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { holdRequests } from '../support/held-request';

const productUrl = `/san-pham/${demoFacts.simpleProductSlug}/`;

test('spec 2.3, 8.1: the rating select becomes keyboard-usable stars; no rating alerts and stops; the pending review shows to its author', async ({ page }) => {
  await page.goto(`${productUrl}#reviews`);
  const form = page.locator('form#commentform');
  for (let n = 1; n <= 5; n++) await expect(form.locator(`p.stars a.star-${n}`)).toBeVisible();
  await expect(form.locator('select#rating')).toBeHidden();
  const text = `Vải mềm, đường may đẹp ${Date.now()}`;
  await form.locator('#comment').fill(text);
  await form.locator('#author').fill('Hoa');
  await form.locator('#email').fill('hoa@example.vn');

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await form.locator('#submit').click();
  await expect.poll(() => alerts).toEqual([vi.product.requiredRating]);
  expect(new URL(page.url()).search).toBe('');

  await form.locator('a.star-3').focus();
  await page.keyboard.press('Enter');
  await expect(form.locator('a.star-3')).toHaveClass(/active/);
  await page.keyboard.press('ArrowRight');
  await expect(form.locator('a.star-4')).toHaveAttribute('aria-checked', 'true');
  await expect(form.locator('select#rating')).toHaveValue('4');

  await form.locator('#submit').click();
  await expect(page).toHaveURL(/\?unapproved=\d+&moderation-hash=[0-9a-f]+#comment-\d+$/);
  await expect(page.locator('.pending-review')).toContainText(vi.reviews.awaitingApproval);
  await expect(page.locator('.pending-review')).toContainText(text);
  expect(alerts).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('spec 2.3: the plain form posts with the select, and a missing rating is refused by the server', async ({ page }) => {
    await page.goto(productUrl);
    const form = page.locator('form#commentform');
    await expect(form.locator('p.stars')).toHaveCount(0);
    const text = `Không cần script ${Date.now()}`;
    await form.locator('#comment').fill(text);
    await form.locator('#author').fill('Minh');
    await form.locator('#email').fill('minh@example.vn');
    await form.locator('select#rating').evaluate((s: HTMLSelectElement) => s.removeAttribute('required'));
    await form.locator('#submit').click();
    await expect(page.locator('.review-refused')).toContainText(vi.product.requiredRating);
    await page.goBack();
    await form.locator('select#rating').selectOption('5');
    await form.locator('#comment').fill(text);
    await form.locator('#author').fill('Minh');
    await form.locator('#email').fill('minh@example.vn');
    await form.locator('#submit').click();
    await expect(page.locator('.pending-review')).toContainText(text);
  });
});

test('spec 2.3: a reply link moves the form under its review and points it at the link\'s post, cancel puts it back, Ctrl+Enter sends the reply', async ({ page }) => {
  await page.goto(`${productUrl}#reviews`);
  const form = page.locator('form#commentform');
  const post = form.locator('#comment_post_ID');
  await expect(form.locator('p.stars a.star-1')).toBeVisible();
  const link = page.locator('a.comment-reply-link').first();
  const commentId = await link.getAttribute('data-commentid');
  const postId = (await link.getAttribute('data-postid'))!;
  const formPost = await post.inputValue();
  // Emptied first, so only the link's data-postid can set it.
  await post.evaluate((input: HTMLInputElement) => (input.value = ''));
  await link.click();
  await expect(page.locator(`#comment-${commentId} + #respond`)).toHaveCount(1);
  await expect(form.locator('#comment_parent')).toHaveValue(commentId!);
  await expect(post).toHaveValue(postId);
  await expect(page.locator('#cancel-comment-reply-link')).toBeVisible();
  await expect(form.locator('p.stars')).toBeHidden();

  await page.locator('#cancel-comment-reply-link').click();
  await expect(page.locator('#wp-temp-form-div + #respond')).toHaveCount(1);
  await expect(form.locator('#comment_parent')).toHaveValue('0');
  await expect(post).toHaveValue(formPost);
  await expect(page.locator('#cancel-comment-reply-link')).toBeHidden();
  await expect(form.locator('p.stars')).toBeVisible();

  await link.click();
  const text = `Trả lời bằng phím tắt ${Date.now()}`;
  await form.locator('#author').fill('Tú');
  await form.locator('#email').fill('tu@example.vn');
  await form.locator('#comment').fill(text);
  await form.locator('#comment').press('Control+Enter');
  await expect(page.locator('.pending-review')).toContainText(text);
});

test('spec 2.3: a reply press made before the replies\' code arrives moves the form once it does, instead of leaving the page', async ({ page }) => {
  const chunk = await holdRequests(page, /\/assets\/review-replies-[\w-]+\.js$/);
  await page.goto(`${productUrl}#reviews`, { waitUntil: 'domcontentloaded' });
  await expect.poll(chunk.asked).toBe(true);
  const link = page.locator('a.comment-reply-link').first();
  const commentId = await link.getAttribute('data-commentid');
  await link.click();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator(`#comment-${commentId} + #respond`)).toHaveCount(0);
  chunk.release();
  await expect(page.locator(`#comment-${commentId} + #respond`)).toHaveCount(1);
  await expect(page.locator('form#commentform #comment_parent')).toHaveValue(commentId!);
  expect(new URL(page.url()).search).toBe('');
});
