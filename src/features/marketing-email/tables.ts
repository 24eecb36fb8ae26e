/** Row types of `marketing_carts` (migration 007-attribution-marketing) and `marketing_audience` (010), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    marketing_carts: MarketingCartTable;
    marketing_audience: MarketingAudienceTable;
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

/** The local service's newsletter list: one row per lower-case address. */
export interface MarketingAudienceTable {
  email: string;
  subscribed: number;
  updated_at: string;
}
