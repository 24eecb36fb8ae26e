import type { Db } from '../../db/index.server';
import { fieldName } from './attributes';
import { findAttributeNames } from './item-queries.server';

/** The names a shopper reads for chosen values: field → attribute name ('Màu sắc'), `field=term` → value name ('Đỏ'). */
export type AttributeLabels = Map<string, string>;

export async function attributeLabels(db: Db, fields: string[]): Promise<AttributeLabels> {
  const slugs = [...new Set(fields)].map((f) => f.slice(fieldName('').length));
  const names: AttributeLabels = new Map();
  for (const row of await findAttributeNames(db, slugs)) {
    names.set(fieldName(row.attribute), row.attributeName);
    names.set(`${fieldName(row.attribute)}=${row.term}`, row.termName);
  }
  return names;
}

/** The chosen values of an item, e.g. [{ label: 'Màu sắc', value: 'Đỏ' }]; an unknown one is shown as stored. */
export function chosenDetails(attributes: Record<string, string>, labels: AttributeLabels): { label: string; value: string }[] {
  return Object.entries(attributes).map(([field, term]) => ({ label: labels.get(field) ?? field, value: labels.get(`${field}=${term}`) ?? term }));
}

/** 'Màu sắc: Đỏ, Kích thước: M': chosen values as one text, as the checkout review shows them and the order keeps them. */
export function detailsText(details: { label: string; value: string }[]): string {
  return details.map((d) => `${d.label}: ${d.value}`).join(', ');
}
