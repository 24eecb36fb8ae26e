import type { Db } from '../index.server';
import { demoFormSlugs, demoForms } from './demo/contact-forms.server';

/** The demo shop's three contact forms, each stored as its definition's JSON under its slug. */
export async function seedDemoContactForms(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const rows = (Object.keys(demoForms) as (keyof typeof demoForms)[]).map((key) => ({
    slug: demoFormSlugs[key],
    title: demoForms[key].title,
    definition: JSON.stringify(demoForms[key]),
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('contact_forms').values(rows).execute();
}
