import type { Transaction } from 'kysely';
import type { Schema } from '../schema';
import { insertReturningIds, insertRows } from './batch.server';
import { daysAgo, hoursAgo } from './clock.server';
import { blogPosts, commentReplies, commentTexts, shopPages } from './demo/posts.server';
import { reviewers, shopName } from './demo/reviews.server';
import { storyPage } from './demo/story-page.server';
import type { ImagePlan } from './images.server';
import type { Random } from './random.server';
import { sceneSvg } from './svg/illustration.server';

type Trx = Transaction<Schema>;

/** Plans the blog pictures (1200 × 800); returns their names in post order. */
export function planPostPictures(plan: ImagePlan): string[] {
  return blogPosts.map((post, i) =>
    plan.add({ name: `tin-tuc-${post.slug}.svg`, svg: sceneSvg(post.picture, i), width: 1200, height: 800, alt: post.title, title: post.title }),
  );
}

/** Blog posts with two-level comment threads, and the shop's pages. */
export async function seedContent(trx: Trx, pictureIds: number[], random: Random): Promise<void> {
  const postIds = await insertReturningIds(trx, 'posts', [
    ...blogPosts.map((post, i) => ({
      type: 'post' as const,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      image_id: pictureIds[i] ?? null,
      created_at: daysAgo(post.daysAgo, 9),
    })),
    ...[...shopPages, storyPage(blogPosts.map((post, i) => ({ id: pictureIds[i] as number, caption: post.title })))].map((page) => ({
      type: 'page' as const,
      ...page,
      image_id: null,
      created_at: daysAgo(400),
    })),
  ]);

  const threads = blogPosts.flatMap((post, p) =>
    Array.from({ length: p === 0 ? 4 : random.int(1, 3) }, (_, c) => ({ postId: postIds[p] as number, age: post.daysAgo * 24 - 20 - c * 7, c })),
  );
  const commentIds = await insertReturningIds(
    trx,
    'comments',
    threads.map((t) => ({
      post_id: t.postId,
      parent_id: null,
      author: random.pick(reviewers),
      email: 'doc-gia@example.vn',
      content: random.pick(commentTexts),
      created_at: hoursAgo(t.age),
    })),
  );
  // Every first comment gets a reply from the shop; some second comments one from another reader.
  const replies = threads.flatMap((t, i) => (t.c === 0 || (t.c === 1 && random.chance(0.5)) ? [{ t, parent: commentIds[i] as number }] : []));
  await insertRows(
    trx,
    'comments',
    replies.map(({ t, parent }, i) => ({
      post_id: t.postId,
      parent_id: parent,
      author: t.c === 0 ? shopName : random.pick(reviewers),
      email: t.c === 0 ? 'hotro@cuahangviet.vn' : 'doc-gia@example.vn',
      content: commentReplies[t.c === 0 ? i % 2 : 2] as string,
      created_at: hoursAgo(t.age - 3),
    })),
  );
}
