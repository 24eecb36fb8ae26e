import { expect, test } from '@playwright/test';

test('spec 2: the Giới thiệu page renders with breadcrumbs, title and content', async ({ page }) => {
  await page.goto('/gioi-thieu/');
  await expect(page).toHaveTitle(/^Giới thiệu – /);
  await expect(page.locator('main h1.entry-title')).toHaveText('Giới thiệu');
  await expect(page.locator('main .entry-content p').first()).toBeVisible();
  await expect(page.locator('main nav.breadcrumbs a')).toHaveText('Trang chủ');
});

test('spec 2: the blog lists posts and opens one with its nested comments', async ({ page }) => {
  await page.goto('/tin-tuc/');
  const first = page.locator('article.post-item').first();
  await expect(first.locator('time')).toBeVisible();
  await expect(first.locator('img')).toBeVisible();
  await first.locator('h2.post-title a').click();
  await expect(page).toHaveURL(/\/tin-tuc\/[a-z0-9-]+\/$/);
  await expect(page.locator('main h1.entry-title')).toBeVisible();
});

test('spec 3.4: a blog post shows threaded comments, replies nested under their parent', async ({ page }) => {
  await page.goto('/tin-tuc/xu-huong-thoi-trang-he-2026/');
  const threads = page.locator('#comments ol.comment-list > li.comment');
  expect(await threads.count()).toBeGreaterThan(1);
  const reply = page.locator('#comments ol.comment-list > li.comment > ol.children > li.comment').first();
  await expect(reply).toBeVisible();
  await expect(reply.locator('.comment-author .fn')).not.toBeEmpty();
  const parentBox = (await reply.locator('xpath=../..').locator('> article.comment-body').boundingBox())!;
  const replyBox = (await reply.locator('> article.comment-body').boundingBox())!;
  expect(replyBox.x).toBeGreaterThan(parentBox.x);
});
