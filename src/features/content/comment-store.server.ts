import { dialectOf } from '../../db/dialect.server';
import type { Db } from '../../db/index.server';
import { replyFits } from '../reviews/index.server';

/** A blog comment as posted: the review form's fields without the rating (decision 044). */
export interface CommentInput {
  postId: number;
  parentId: number | null;
  author: string;
  email: string;
  content: string;
}

/** An approved comment of the post, the only kind that may be answered. */
function approvedComment(db: Db, postId: number, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return Promise.resolve(undefined);
  return db.selectFrom('comments').select(['id', 'author']).where('id', '=', id).where('post_id', '=', postId).where('status', '=', 'approved').executeTakeFirst();
}

/** The comment an approved comment answers, as the page threads it (the reviews' `replyFits`). */
const approvedParentOf = (db: Db) => async (id: number) =>
  (await db.selectFrom('comments').select('parent_id').where('id', '=', id).where('status', '=', 'approved').executeTakeFirst())?.parent_id ?? null;

/** An approved comment of the post that a reply may still go under: not at the deepest level. */
export async function answerableComment(db: Db, postId: number, id: number) {
  const comment = await approvedComment(db, postId, id);
  return comment && (await replyFits(approvedParentOf(db), id)) ? comment : undefined;
}

/** Whether the same person already left this text on this post. */
export async function isDuplicateComment(db: Db, input: CommentInput): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('post_id', '=', input.postId)
    .where((eb) => eb.or([eb('email', '=', input.email), eb('author', '=', input.author)]))
    .where('content', '=', input.content)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores the comment unless the same person's same text is there by now, looked at again with the post locked
 * (PostgreSQL; SQLite's transaction holds the one write lock): of two such posts at once, one is a duplicate.
 */
export async function storeComment(db: Db, input: CommentInput, status: 'pending' | 'approved'): Promise<number | undefined> {
  if (dialectOf(db) === 'postgres') await db.selectFrom('posts').select('id').where('id', '=', input.postId).forNoKeyUpdate().execute();
  if (await isDuplicateComment(db, input)) return undefined;
  const values = { post_id: input.postId, parent_id: input.parentId, author: input.author, email: input.email, content: input.content, status, created_at: new Date().toISOString() };
  const { id } = await db.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The post's pending comment of this id, for its author's moderation link. */
export function pendingComment(db: Db, postId: number, id: number) {
  return db.selectFrom('comments').select(['id', 'author', 'content']).where('id', '=', id).where('post_id', '=', postId).where('status', '=', 'pending').executeTakeFirst();
}
