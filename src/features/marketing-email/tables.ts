/** Row type of `marketing_carts` (migration 007-attribution-marketing), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    marketing_carts: MarketingCartTable;
  }
}

export interface MarketingCartTable {
  cart_id: string;
  session_id: string;
  email: string;
  previous_email: string | null;
  subscribed: number;
  updated_at: string;
  reminded_at: string | null;
}
