import type { Generated } from 'kysely';

/** Row types of the pages, blog posts and comments (migration 001-catalog), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    posts: PostTable;
    comments: CommentTable;
  }
}

export interface PostTable {
  id: Generated<number>;
  /** 'block': a content block shown inside another page or a menu, never on its own address. */
  type: 'post' | 'page' | 'block';
  slug: string;
  title: string;
  excerpt: Generated<string>;
  content: string;
  image_id: number | null;
  status: Generated<string>;
  created_at: string;
}

export interface CommentTable {
  id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  author: string;
  email: Generated<string>;
  content: string;
  status: Generated<string>;
  created_at: string;
}
