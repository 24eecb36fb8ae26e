import type { ImageInfo } from '../media/index';

/** What a product card needs; shared by listings, search results, related products and the home page. */
export interface ProductCardData {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  sku: string | null;
  regularPrice: number | null;
  salePrice: number | null;
  /** Lowest and highest variation price; equal to the price for simple products. */
  minPrice: number | null;
  maxPrice: number | null;
  image: ImageInfo | null;
  averageRating: number;
  ratingCount: number;
  inStock: boolean;
  /** A sale price below the regular one, on the product or on any of its variations. */
  onSale?: boolean;
}

/** What names a product wherever it is shown (a card, its page): its row's id, slug, name, kind and SKU. */
export function productNaming(row: { id: number; slug: string; name: string; type: string; sku: string | null }): Pick<ProductCardData, 'id' | 'slug' | 'name' | 'type' | 'sku'> {
  return { id: row.id, slug: row.slug, name: row.name, type: row.type === 'variable' ? 'variable' : 'simple', sku: row.sku };
}
