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
  /** Addresses as one header value each ('' for none): a contact form's mail has them (migration 013). */
  reply_to: Generated<string>;
  cc: Generated<string>;
  bcc: Generated<string>;
  /** JSON list of { filename, path }: files under DATA_DIR attached as they are when the message is sent. */
  attachments: Generated<string>;
  /** `failed`: a message that can never go (no usable recipient, or refused for good); kept and not retried. */
  status: Generated<'queued' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  /** Fixed when queued (migration 051), so every delivery of the message is the same one to its receiver. */
  message_id: string;
  sent_at: string | null;
}
