import type { Db } from '../../db/index.server';
import { commentTree, type CommentNode } from './comment-tree.server';
import { approvedComments, countPosts, findPublished, listPosts, type PostRow } from './queries.server';

export const postsPerPage = 10;

export interface BlogPage {
  posts: PostRow[];
  page: number;
  lastPage: number;
}

export interface PostWithComments {
  post: PostRow;
  comments: CommentNode[];
  commentCount: number;
}

export function findPage(db: Db, slug: string): Promise<PostRow | undefined> {
  return findPublished(db, 'page', slug);
}

/** The blog's n-th page; undefined past the last page (the first page always exists). */
export async function blogPage(db: Db, page: number): Promise<BlogPage | undefined> {
  const total = await countPosts(db);
  const lastPage = Math.max(1, Math.ceil(total / postsPerPage));
  if (page > lastPage) return undefined;
  return { posts: await listPosts(db, postsPerPage, (page - 1) * postsPerPage), page, lastPage };
}

export async function findPost(db: Db, slug: string): Promise<PostWithComments | undefined> {
  const post = await findPublished(db, 'post', slug);
  if (!post) return undefined;
  const rows = await approvedComments(db, post.id);
  return { post, comments: commentTree(rows), commentCount: rows.length };
}
