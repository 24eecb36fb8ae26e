import { expect, test } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';

// Browser journeys of blog comments (issue 13, decision 044): the reviews' form on a blog post.
const postUrl = `/tin-tuc/${demoFacts.commentedPostSlug}/`;

test('spec 3.4: a reply link moves the form under its comment, cancel puts it back with comment_parent 0, Ctrl+Enter sends', async ({ page }) => {
  await page.goto(postUrl);
  const form = page.locator('form#commentform');
  const parent = form.locator('#comment_parent');
  await expect(form.locator('select#rating')).toHaveCount(0);
  const link = page.locator('.comment-list a.comment-reply-link').first();
  const id = await link.getAttribute('data-commentid');
  await link.click();
  await expect(page.locator(`#comment-${id} + #respond`)).toHaveCount(1);
  await expect(parent).toHaveValue(id!);
  await expect(page.locator('#reply-title')).toContainText(String(await link.getAttribute('data-replyto')));
  await expect(form.locator('#comment')).toBeFocused();

  await page.locator('#cancel-comment-reply-link').click();
  await expect(parent).toHaveValue('0');
  await expect(page.locator('#cancel-comment-reply-link')).toBeHidden();
  await expect(page.locator('#wp-temp-form-div + #respond')).toHaveCount(1);

  await link.click();
  const text = `Cảm ơn bài viết ${Date.now()}`;
  await form.locator('#author').fill('Thu');
  await form.locator('#email').fill('thu@example.vn');
  await form.locator('#comment').fill(text);
  await form.locator('#comment').press('Control+Enter');
  await expect(page).toHaveURL(/\?unapproved=\d+&moderation-hash=[0-9a-f]{32}#comment-\d+$/, { timeout: 15_000 });
  await expect(page.locator('.pending-review')).toContainText(vi.comments.awaitingApproval);
  await expect(page.locator('.pending-review')).toContainText(text);
});

test('spec 2.3, 7.4: Ctrl+Enter and Cmd+Enter in the comment box each send the form', async ({ page }) => {
  for (const keys of ['Control+Enter', 'Meta+Enter']) {
    await page.goto(postUrl);
    // The reply script marks the form's place when it has started; the shortcut is its own.
    await expect(page.locator('#wp-temp-form-div + #respond')).toHaveCount(1);
    const form = page.locator('form#commentform');
    const text = `Gửi bằng ${keys} ${Date.now()}`;
    await form.locator('#author').fill('Lan');
    await form.locator('#email').fill('lan@example.vn');
    await form.locator('#comment').fill(text);
    await form.locator('#comment').press(keys);
    await expect(page).toHaveURL(/\?unapproved=\d+&moderation-hash=[0-9a-f]{32}#comment-\d+$/, { timeout: 15_000 });
    await expect(page.locator('.pending-review')).toContainText(text);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('decision 044: the reply link draws the form as a reply; the comment posts and waits for approval, markup shown as text', async ({ page }) => {
    await page.goto(postUrl);
    const link = page.locator('.comment-list a.comment-reply-link').first();
    const id = await link.getAttribute('data-commentid');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`\\?replytocom=${id}#respond$`));
    const form = page.locator('form#commentform');
    await expect(form.locator('#comment_parent')).toHaveValue(id!);
    const text = `<script>alert(1)</script> Trả lời không cần script ${Date.now()}`;
    await form.locator('#author').fill('Bảo');
    await form.locator('#email').fill('bao@example.vn');
    await form.locator('#comment').fill(text);
    await form.locator('#submit').click();
    await expect(page.locator('.pending-review')).toContainText(text);
  });
});
