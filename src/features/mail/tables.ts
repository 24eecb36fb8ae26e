import type { Generated } from 'kysely';

/** Row type of the mail outbox (migration 004-outbox), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    outbox: OutboxTable;
  }
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'queued' | 'sent'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
