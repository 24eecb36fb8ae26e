import type { Generated } from 'kysely';

/** Row type of `newsletter_subscribers` (migration 010-newsletter), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    newsletter_subscribers: NewsletterSubscriberTable;
  }
}

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';
export type SubscriberSource = 'footer' | 'checkout' | 'register';

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Lower case, as first typed: the address the mails and the marketing service's list know. */
  email: string;
  /** The inbox the address reaches (`mailboxOf`), unique: one row per person however the address is spelled (migration 046). */
  mailbox: string;
  status: SubscriberStatus;
  /** Random, the only key of the confirm and unsubscribe links. */
  token: string;
  source: SubscriberSource;
  created_at: string;
  /** When the last confirmation mail was queued. */
  asked_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}
