import type { Db } from '../../db/index.server';
import { maxId } from '../../lib/request-numbers';
import type { ImageInfo } from '../media/index';
import { loadImages } from '../media/index.server';
import { showsProducts } from '../../server/shown-products.server';
import { loadCategories } from './listing-queries.server';
import * as q from './product-queries.server';

type Found = NonNullable<Awaited<ReturnType<typeof q.findProduct>>>;

/** Everything the catalogue holds about one published product: the rows the product page and the quick view are drawn from. */
export interface ProductRecord {
  product: q.ProductRow;
  galleryIds: number[];
  attributes: Found['attributes'];
  terms: Found['terms'];
  /** Published variations, and private ones the form shows as unavailable; none for a simple product. */
  variations: q.ProductRow[];
  variationAttributes: Found['variationAttributes'];
  categories: { id: number; parent_id: number | null; slug: string; name: string }[];
  /** The product's, its gallery's, its variations' and its swatch terms' images, by id. */
  images: Map<number, ImageInfo>;
}

async function findByIdOrSlug(db: Db, idOrSlug: number | string) {
  if (typeof idOrSlug === 'number') {
    return Number.isSafeInteger(idOrSlug) && idOrSlug > 0 && idOrSlug <= maxId ? q.findProduct(db, { id: idOrSlug }) : undefined;
  }
  return idOrSlug.length <= 200 ? q.findProduct(db, { slug: idOrSlug }) : undefined;
}

/** A published simple or variable product by id or slug, with its variations, attributes, categories and images. */
export async function loadProductRecord(db: Db, idOrSlug: number | string): Promise<ProductRecord | undefined> {
  const found = await findByIdOrSlug(db, idOrSlug);
  if (!found) return undefined;
  const { product, galleryIds, categoryIds, attributes, terms, variationAttributes } = found;
  showsProducts([product.id]); // a change to it (or a variation) purges the kept page (decision 018)
  const [variations, allCategories] = await Promise.all([
    product.type === 'variable' ? q.findVariations(db, product.id) : [],
    loadCategories(db),
  ]);
  const imageIds = [product.image_id, ...galleryIds, ...variations.map((v) => v.image_id), ...terms.map((t) => t.image_id)];
  const images = await loadImages(db, imageIds.filter((id): id is number => !!id));
  // The product's categories in the shop's category order, from the tree every page keeps.
  const its = new Set(categoryIds);
  const categories = allCategories.filter((c) => its.has(c.id)).map((c) => ({ id: c.id, parent_id: c.parentId, slug: c.slug, name: c.name }));
  return { product, galleryIds, attributes, terms, variations, variationAttributes, categories, images };
}
