import type { Transaction } from 'kysely';
import type { Schema } from '../schema';
import { insertReturningIds } from './batch.server';
import { attributeSpecs } from './demo/attributes.server';
import { categoryTree } from './demo/categories.server';

type Trx = Transaction<Schema>;

export interface Catalogue {
  categoryIds: Map<string, number>;
  /** Slug of each category's parent, for categories that have one. */
  parentOf: Map<string, string>;
  attributeIds: Map<string, number>;
  /** Term id by `${attributeSlug}:${termSlug}`. */
  termIds: Map<string, number>;
  termNames: Map<string, string>;
}

/** Inserts the category tree, the attributes and their terms; `termImages` maps pattern terms to images. */
export async function seedCatalogue(trx: Trx, termImages: Map<string, number>): Promise<Catalogue> {
  const categoryIds = new Map<string, number>();
  const parentOf = new Map<string, string>();
  const topIds = await insertReturningIds(
    trx,
    'categories',
    categoryTree.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, parent_id: null, image_id: null, menu_order: i })),
  );
  categoryTree.forEach((c, i) => categoryIds.set(c.slug, topIds[i] as number));
  const children = categoryTree.flatMap((top) => (top.children ?? []).map((child, i) => ({ top, child, i })));
  const childIds = await insertReturningIds(
    trx,
    'categories',
    children.map(({ top, child, i }) => ({
      slug: child.slug,
      name: child.name,
      description: child.description,
      parent_id: categoryIds.get(top.slug) as number,
      image_id: null,
      menu_order: i,
    })),
  );
  children.forEach(({ top, child }, i) => {
    categoryIds.set(child.slug, childIds[i] as number);
    parentOf.set(child.slug, top.slug);
  });

  const attributeIds = new Map<string, number>();
  const ids = await insertReturningIds(
    trx,
    'attributes',
    attributeSpecs.map((a) => ({ slug: a.slug, name: a.name, display_type: a.display })),
  );
  attributeSpecs.forEach((a, i) => attributeIds.set(a.slug, ids[i] as number));

  const terms = attributeSpecs.flatMap((a) => a.terms.map((t, i) => ({ a, t, i })));
  const termRowIds = await insertReturningIds(
    trx,
    'attribute_terms',
    terms.map(({ a, t, i }) => ({
      attribute_id: attributeIds.get(a.slug) as number,
      slug: t.slug,
      name: t.name,
      color: t.color ?? null,
      image_id: termImages.get(`${a.slug}:${t.slug}`) ?? null,
      menu_order: i,
    })),
  );
  const termIds = new Map<string, number>();
  const termNames = new Map<string, string>();
  terms.forEach(({ a, t }, i) => {
    termIds.set(`${a.slug}:${t.slug}`, termRowIds[i] as number);
    termNames.set(`${a.slug}:${t.slug}`, t.name);
  });
  return { categoryIds, parentOf, attributeIds, termIds, termNames };
}
