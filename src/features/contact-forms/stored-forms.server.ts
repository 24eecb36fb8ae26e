import { createHmac } from 'node:crypto';
import type { Db } from '../../db/index.server';
import type { Config } from '../../lib/config.server';
import { formDefinitionSchema, readyForm, type ReadyForm } from './form-definition';
import { findFormRow, findFormRowBySlug, findFormRowsBySlug } from './queries.server';

export interface StoredForm extends ReadyForm {
  id: number;
  slug: string;
}

type Row = NonNullable<Awaited<ReturnType<typeof findFormRow>>>;

// Parsing a template costs more than reading it: keep each form parsed until its row changes.
const parsed = new Map<string, StoredForm>();

function fromRow(row: Row): StoredForm {
  const key = `${row.id}\0${row.updated_at}\0${row.definition.length}`;
  const known = parsed.get(key);
  if (known) return known;
  const form = { id: row.id, slug: row.slug, ...readyForm(formDefinitionSchema.parse(JSON.parse(row.definition))) };
  if (parsed.size > 200) parsed.clear();
  parsed.set(key, form);
  return form;
}

export async function formById(db: Db, id: number): Promise<StoredForm | undefined> {
  const row = await findFormRow(db, id);
  return row && fromRow(row);
}

export async function formBySlug(db: Db, slug: string): Promise<StoredForm | undefined> {
  const row = await findFormRowBySlug(db, slug);
  return row && fromRow(row);
}

/** The stored forms of these slugs, by slug (those missing are left out). */
export async function formsBySlug(db: Db, slugs: string[]): Promise<Map<string, StoredForm>> {
  return new Map((await findFormRowsBySlug(db, slugs)).map((row) => [row.slug, fromRow(row)]));
}

// Derived once per secret, not on each page that shows a form.
const derived = new Map<string, { quizSecret: string; fillSecret: string; captchaSecret: string }>();

/** The keys the quiz hashes, the fill time and the CAPTCHA pictures are made with, each from the shop's one secret. */
export function formSecrets(config: Pick<Config, 'sessionSecret'>) {
  const known = derived.get(config.sessionSecret);
  if (known) return known;
  const derive = (label: string) => createHmac('sha256', config.sessionSecret).update(`contact-forms\0${label}`).digest('hex');
  const secrets = { quizSecret: derive('quiz'), fillSecret: derive('fill-time'), captchaSecret: derive('captcha') };
  if (derived.size > 100) derived.clear();
  derived.set(config.sessionSecret, secrets);
  return secrets;
}
