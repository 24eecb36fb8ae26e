/** Row type of the sessions table (migration 002-sessions-and-carts), added to the shared Schema. */
declare module '../db/schema' {
  interface Schema {
    sessions: SessionTable;
  }
}

export interface SessionTable {
  id: string; // SHA-256 of the cookie's token, hex
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  notice: string | null;
}
