import type { Db } from '../../db/index.server';
import { maxId } from '../../lib/request-numbers';
import type { ImageInfo } from '../media/index';
import { loadImages } from '../media/index.server';
import { showsProducts } from '../../server/shown-products.server';
import * as q from './product-queries.server';


type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** Everything the catalogue holds about one published product: the rows the product page and the quick view are drawn from. */
export interface ProductRecord {
  product: q.ProductRow;
  galleryIds: number[];
  attributes: Rows<typeof q.findAttributes>;
  terms: Rows<typeof q.findTerms>;
  /** Published variations, and private ones the form shows as unavailable; none for a simple product. */
  variations: q.ProductRow[];
  variationAttributes: Rows<typeof q.findVariationAttributes>;
  categories: Rows<typeof q.findCategories>;
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
  const product = await findByIdOrSlug(db, idOrSlug);
  if (!product) return undefined;
  showsProducts([product.id]); // a change to it (or a variation) purges the kept page (decision 018)
  const [galleryIds, attributes, terms, variations, categories] = await Promise.all([
    q.galleryImageIds(db, product.id),
    q.findAttributes(db, product.id),
    q.findTerms(db, product.id),
    product.type === 'variable' ? q.findVariations(db, product.id) : Promise.resolve([]),
    q.findCategories(db, product.id),
  ]);
  const imageIds = [product.image_id, ...galleryIds, ...variations.map((v) => v.image_id), ...terms.map((t) => t.image_id)];
  const [variationAttributes, images] = await Promise.all([
    q.findVariationAttributes(db, variations.map((v) => v.id)),
    loadImages(db, imageIds.filter((id): id is number => !!id)),
  ]);
  return { product, galleryIds, attributes, terms, variations, variationAttributes, categories, images };
}
