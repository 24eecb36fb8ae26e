import type { Generated } from 'kysely';

/** Row types of the contact-form tables (migration 013-contact-forms), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    contact_forms: ContactFormTable;
    contact_submissions: ContactSubmissionTable;
    contact_submission_files: ContactSubmissionFileTable;
    /** CAPTCHA challenges answered already, kept until they expire (migration 033). */
    contact_captcha_uses: { challenge: string; expires_at: string };
  }
}

export interface ContactFormTable {
  id: Generated<number>;
  /** The shop's name for the form, so pages find their form: `lien-he`, `product-enquiry`, `contact-widget`. */
  slug: string;
  title: string;
  /** JSON of a FormDefinition. */
  definition: string;
  created_at: string;
  updated_at: string;
}

export type StoredStatus = 'stored' | 'mail_sent' | 'mail_failed';

export interface ContactSubmissionTable {
  id: Generated<number>;
  form_id: number;
  status: StoredStatus;
  /** JSON: field name → { raw, values, freeText? }. */
  fields: string;
  posted_data_hash: string;
  unit_tag: string;
  container_post: number;
  page_url: Generated<string>;
  product_name: Generated<string>;
  remote_ip: Generated<string>;
  user_agent: Generated<string>;
  /** JSON list of the outbox ids of Mail and Mail (2). */
  mail_ids: Generated<string>;
  created_at: string;
}

export interface ContactSubmissionFileTable {
  id: Generated<number>;
  submission_id: number;
  field: string;
  /** As the visitor's browser named it, cleaned: for the mail and the shop, never for storing. */
  original_name: string;
  /** Absolute path under DATA_DIR; no route serves it. */
  stored_path: string;
  kind: string;
  size: number;
}
