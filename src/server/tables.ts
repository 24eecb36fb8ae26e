import type { Generated } from 'kysely';

/** Row types of the sessions table (migration 002-sessions-and-carts) and the rate limits' counts (009-rate-events). */
declare module '../db/schema' {
  interface Schema {
    sessions: SessionTable;
    rate_events: RateEventTable;
  }
}

export interface RateEventTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  at: string;
}

export interface SessionTable {
  id: string; // SHA-256 of the cookie's token, hex
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  notice: string | null;
}

/** The page changes logged by the triggers of migration 015 (decision 018): a product's pages, or every page. */
declare module '../db/schema' {
  interface Schema {
    page_changes: { seq: Generated<number>; product_id: number };
    page_generation: { generation: number };
  }
}
