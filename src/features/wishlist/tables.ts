import type { Generated } from 'kysely';

/** Row types of the wishlist tables (migration 014-wishlists), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    wishlists: WishlistTable;
    wishlist_items: WishlistItemTable;
    wishlist_estimates: WishlistEstimateTable;
  }
}

export interface WishlistTable {
  id: Generated<number>;
  token: string;
  name: string;
  privacy: number;
  is_default: number;
  session_id: string | null;
  user_id: number | null;
  created_at: string;
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  product_id: number;
  quantity: Generated<number>;
  position: Generated<number>;
  price_when_added: number | null;
  added_at: string;
}

export interface WishlistEstimateTable {
  id: Generated<number>;
  wishlist_id: number;
  email: string;
  notes: string;
  items: string;
  created_at: string;
}
