import type { Insertable, Transaction } from 'kysely';
import type { Schema } from '../schema';
import { insertReturningIds, insertRows } from './batch.server';
import type { Catalogue } from './catalogue.server';
import type { ProductSpec } from './demo/product-spec.server';
import type { ProductPictures } from './pictures.server';
import { productRow, skuPrefix, variationRow, type ProductRow } from './product-rows.server';
import type { Random } from './random.server';
import type { PlannedReview } from './reviews.server';
import { ratingStats } from './reviews.server';
import { planVariations } from './variations.server';

type Trx = Transaction<Schema>;
type Row<T extends keyof Schema> = Insertable<Schema[T]>;

export interface ProductInput {
  spec: ProductSpec;
  pictures: ProductPictures;
  reviews: PlannedReview[];
  /** How long ago the product was added. */
  ageDays: number;
}

const sizeAttributes = ['kich-thuoc', 'size-giay'];

/** Inserts the products, their variations, categories, gallery and attributes; returns the product ids in order. */
export async function seedProducts(trx: Trx, inputs: ProductInput[], catalogue: Catalogue, imageIds: Map<string, number>, random: Random): Promise<number[]> {
  const image = (name: string) => imageIds.get(name) as number;
  const term = (attribute: string, slug: string) => catalogue.termIds.get(`${attribute}:${slug}`) as number;
  const attribute = (slug: string) => catalogue.attributeIds.get(slug) as number;

  const planned = inputs.map(({ spec, pictures, reviews, ageDays }, index) => {
    const choices = spec.variable ? planVariations(spec.variable, spec.price, random) : [];
    const extras = {
      sku: `${skuPrefix(spec.category)}-${101 + index}`,
      imageId: image(pictures.gallery[0] as string),
      rating: ratingStats(reviews),
      ageDays,
    };
    return { spec, pictures, choices, row: productRow(spec, random, extras, choices) };
  });
  const productIds = await insertReturningIds(trx, 'products', planned.map((p) => p.row));

  const variations = planned.flatMap((p, i) =>
    p.choices.map((choice) => {
      const names = choice.terms.map((t) => (t.term ? (catalogue.termNames.get(`${t.attribute}:${t.term}`) as string) : ''));
      const look = choice.terms.find((t) => t.term && p.pictures.byTerm.has(`${t.attribute}:${t.term}`));
      const size = choice.terms.find((t) => sizeAttributes.includes(t.attribute) && t.term);
      const sizeIndex = size ? (p.spec.variable?.attributes.find((a) => a.slug === size.attribute)?.terms.indexOf(size.term as string) ?? 0) : 0;
      const imageId = look ? image(p.pictures.byTerm.get(`${look.attribute}:${look.term}`) as string) : null;
      const row: ProductRow = { ...variationRow(p.row, choice, names.filter(Boolean), imageId, sizeIndex), parent_id: productIds[i] as number };
      return { row, choice };
    }),
  );
  const variationIds = await insertReturningIds(trx, 'products', variations.map((v) => v.row));

  const categories: Row<'product_categories'>[] = [];
  const gallery: Row<'product_images'>[] = [];
  const attributes: Row<'product_attributes'>[] = [];
  const attributeTerms: Row<'product_attribute_terms'>[] = [];
  planned.forEach(({ spec, pictures }, i) => {
    const id = productIds[i] as number;
    const parent = catalogue.parentOf.get(spec.category);
    for (const slug of parent ? [spec.category, parent] : [spec.category]) {
      categories.push({ product_id: id, category_id: catalogue.categoryIds.get(slug) as number });
    }
    pictures.gallery.forEach((name, position) => gallery.push({ product_id: id, image_id: image(name), position }));
    const shown = [
      ...(spec.variable?.attributes.map((a) => ({ slug: a.slug, terms: a.terms, forVariations: 1 })) ?? [{ slug: 'mau-sac', terms: [spec.colour], forVariations: 0 }]),
      ...(spec.material && !spec.variable?.attributes.some((a) => a.slug === 'chat-lieu') ? [{ slug: 'chat-lieu', terms: [spec.material], forVariations: 0 }] : []),
      ...(spec.origin ? [{ slug: 'xuat-xu', terms: [spec.origin], forVariations: 0 }] : []),
    ];
    shown.forEach((a, position) => {
      attributes.push({ product_id: id, attribute_id: attribute(a.slug), position, visible: 1, for_variations: a.forVariations });
      for (const t of a.terms) attributeTerms.push({ product_id: id, term_id: term(a.slug, t) });
    });
  });
  const variationAttributes: Row<'variation_attributes'>[] = variations.flatMap(({ choice }, i) =>
    choice.terms.map((t) => ({
      variation_id: variationIds[i] as number,
      attribute_id: attribute(t.attribute),
      term_id: t.term ? term(t.attribute, t.term) : null,
    })),
  );
  await insertRows(trx, 'product_categories', categories);
  await insertRows(trx, 'product_images', gallery);
  await insertRows(trx, 'product_attributes', attributes);
  await insertRows(trx, 'product_attribute_terms', attributeTerms);
  await insertRows(trx, 'variation_attributes', variationAttributes);
  await setCategoryImages(trx, planned.map((p) => p.spec.category), catalogue, planned.map((p) => p.row.image_id as number));
  return productIds;
}

// Each category shows the picture of its first product (a top category: of its first subcategory's).
async function setCategoryImages(trx: Trx, productCategories: string[], catalogue: Catalogue, images: number[]): Promise<void> {
  const chosen = new Map<string, number>();
  productCategories.forEach((slug, i) => {
    for (const s of [slug, catalogue.parentOf.get(slug)]) if (s && !chosen.has(s)) chosen.set(s, images[i] as number);
  });
  for (const [slug, imageId] of chosen) {
    await trx.updateTable('categories').set({ image_id: imageId }).where('id', '=', catalogue.categoryIds.get(slug) as number).execute();
  }
}
