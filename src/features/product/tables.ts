import type { Generated } from 'kysely';

/** Row type of the product reviews table (migration 001-catalog), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    reviews: ReviewTable;
  }
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  parent_id: number | null;
  author: string;
  email: Generated<string>;
  content: string;
  rating: number | null;
  verified: Generated<number>;
  status: Generated<string>;
  created_at: string;
}
