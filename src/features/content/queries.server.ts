import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import type { ImageInfo } from '../media/index';

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  created_at: string;
  image: ImageInfo | null;
}

export interface CommentRow {
  id: number;
  parent_id: number | null;
  author: string;
  content: string;
  created_at: string;
}

type Kind = 'post' | 'page';

function published(db: Db, type: Kind) {
  return db
    .selectFrom('posts')
    .leftJoin('images', 'images.id', 'posts.image_id')
    .where('posts.type', '=', type)
    .where('posts.status', '=', 'publish')
    .select([
      'posts.id', 'posts.slug', 'posts.title', 'posts.excerpt', 'posts.content', 'posts.created_at',
      'images.id as image_id', 'images.width', 'images.height', 'images.alt', 'images.title as image_title', 'images.caption',
    ]);
}

type Joined = Awaited<ReturnType<ReturnType<typeof published>['executeTakeFirstOrThrow']>>;

function toPost(row: Joined): PostRow {
  const { image_id, width, height, alt, image_title, caption, ...post } = row;
  const image = image_id === null ? null : { id: image_id, width: width!, height: height!, alt: alt!, title: image_title!, caption: caption! };
  return { ...post, image };
}

/** A published page or blog post by slug. */
export async function findPublished(db: Db, type: Kind, slug: string): Promise<PostRow | undefined> {
  const row = await published(db, type).where('posts.slug', '=', slug).executeTakeFirst();
  return row && toPost(row);
}

/** One page of the blog, newest first. */
export async function listPosts(db: Db, limit: number, offset: number): Promise<PostRow[]> {
  const rows = await published(db, 'post').orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map(toPost);
}

export async function countPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .where('type', '=', 'post')
    .where('status', '=', 'publish')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A post's approved comments, oldest first, for threading. */
export function approvedComments(db: Db, postId: number): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .where('post_id', '=', postId)
    .where('status', '=', 'approved')
    .select(['id', 'parent_id', 'author', 'content', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every published page and post, for the sitemap, with its page's last change (migration 045; none when never changed). */
export function publishedContent(db: Db): Promise<{ type: Kind; slug: string; created_at: string; changed_at: string | null }[]> {
  return db
    .selectFrom('posts')
    .leftJoin('post_lastmod', 'post_lastmod.post_id', 'posts.id')
    .where('posts.status', '=', 'publish')
    .where('posts.type', 'in', ['post', 'page']) // blocks have no address of their own
    .select(['posts.type', 'posts.slug', 'posts.created_at', sql<string | null>`post_lastmod.changed_at`.as('changed_at')])
    .orderBy('posts.type')
    .orderBy('posts.id')
    .$narrowType<{ type: Kind }>()
    .execute();
}

/** A page or post by id, whatever its status, for the staff's editor views (issue 13, spec 2.11). */
export function contentById(db: Db, id: number) {
  return db.selectFrom('posts').select(['id', 'type', 'slug', 'title', 'content', 'status']).where('id', '=', id).executeTakeFirst();
}
