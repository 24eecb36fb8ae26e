import type { Generated } from 'kysely';

/** Row type of the cart lines (migration 002-sessions-and-carts), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    cart_items: CartItemTable;
  }
}

export interface CartItemTable {
  session_id: string;
  item_key: string;
  product_id: number;
  variation_id: number | null;
  quantity: number;
  attributes: Generated<string>;
  added_at: string;
}
