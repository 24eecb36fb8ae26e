import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId } from './columns.server';

const blank = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * Contact forms (issue 11): their definitions, every submission stored before its mail is queued, the uploads
 * kept beside it, CAPTCHA answers waiting to be used once, and the per-address submission times of the rate
 * limit. The outbox learns Reply-To, Cc, Bcc and attachments, which a form's mail carries.
 */
export function contactFormsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('contact_forms'), dialect)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', notNull)
        .addColumn('definition', 'text', notNull) // JSON: template, mail, mail2, messages, settings
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await withId(db.schema.createTable('contact_submissions'), dialect)
        .addColumn('form_id', 'integer', (c) => c.notNull().references('contact_forms.id'))
        .addColumn('status', 'text', notNull) // stored | mail_sent | mail_failed
        .addColumn('fields', 'text', notNull) // JSON: name → { raw, values, freeText? }
        .addColumn('posted_data_hash', 'text', notNull)
        .addColumn('unit_tag', 'text', notNull)
        .addColumn('container_post', 'integer', notNull)
        .addColumn('page_url', 'text', blank)
        .addColumn('product_name', 'text', blank)
        .addColumn('remote_ip', 'text', blank)
        .addColumn('user_agent', 'text', blank)
        .addColumn('mail_ids', 'text', (c) => c.notNull().defaultTo('[]')) // JSON: the outbox rows of Mail and Mail (2)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('contact_submissions_form').on('contact_submissions').columns(['form_id', 'created_at']).execute();
      await withId(db.schema.createTable('contact_submission_files'), dialect)
        .addColumn('submission_id', 'integer', (c) => c.notNull().references('contact_submissions.id'))
        .addColumn('field', 'text', notNull)
        .addColumn('original_name', 'text', notNull)
        .addColumn('stored_path', 'text', notNull) // under DATA_DIR, never a public path
        .addColumn('kind', 'text', notNull)
        .addColumn('size', 'integer', notNull)
        .execute();
      await db.schema
        .createTable('contact_captcha_answers')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', notNull)
        .addColumn('image', 'text', notNull) // the PNG, base64: one spelling for both databases
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await withId(db.schema.createTable('contact_rate_hits'), dialect)
        .addColumn('sender_key', 'text', notNull)
        .addColumn('at', 'text', notNull)
        .execute();
      await db.schema.createIndex('contact_rate_hits_sender').on('contact_rate_hits').columns(['sender_key', 'at']).execute();
      for (const column of ['reply_to', 'cc', 'bcc']) {
        await db.schema.alterTable('outbox').addColumn(column, 'text', blank).execute();
      }
      await db.schema.alterTable('outbox').addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    },
  };
}
