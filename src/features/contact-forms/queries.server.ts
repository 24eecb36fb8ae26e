import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import type { StoredStatus } from './tables';
import './tables';

export function findFormRow(db: Db, id: number) {
  return db.selectFrom('contact_forms').selectAll().where('id', '=', id).executeTakeFirst();
}

// Asked on every page that shows a form (the product page's): built once (decision 048, part C).
const formRowsBySlug = prepared((db: Db, { slug }: { slug: string }) => db.selectFrom('contact_forms').selectAll().where('slug', '=', slug));

export async function findFormRowBySlug(db: Db, slug: string) {
  return (await formRowsBySlug(db, { slug }))[0];
}

export function findFormRowsBySlug(db: Db, slugs: string[]) {
  return db.selectFrom('contact_forms').selectAll().where('slug', 'in', slugs).execute();
}

export async function insertForm(db: Db, form: { slug: string; title: string; definition: string }, now: string): Promise<number> {
  const row = await db
    .insertInto('contact_forms')
    .values({ ...form, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewSubmission {
  form_id: number;
  fields: string;
  posted_data_hash: string;
  unit_tag: string;
  container_post: number;
  page_url: string;
  product_name: string;
  remote_ip: string;
  user_agent: string;
  created_at: string;
}

export async function insertSubmission(db: Db, submission: NewSubmission): Promise<number> {
  const row = await db.insertInto('contact_submissions').values({ ...submission, status: 'stored' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function insertSubmissionFiles(db: Db, files: { submission_id: number; field: string; original_name: string; stored_path: string; kind: string; size: number }[]) {
  return files.length ? db.insertInto('contact_submission_files').values(files).execute() : Promise.resolve([]);
}

export function markSubmission(db: Db, id: number, status: StoredStatus, mailIds: number[]) {
  return db.updateTable('contact_submissions').set({ status, mail_ids: JSON.stringify(mailIds) }).where('id', '=', id).execute();
}

/** How many submissions a form has stored: its `[_serial_number]`. */
export async function countSubmissions(db: Db, formId: number): Promise<number> {
  const row = await db.selectFrom('contact_submissions').select((eb) => eb.fn.countAll<number>().as('n')).where('form_id', '=', formId).executeTakeFirst();
  return Number(row?.n ?? 0);
}
