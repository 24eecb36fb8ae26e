import type { AttributeDisplay, StockStatus } from '../catalogue/index';
import type { ImageInfo } from '../media/index';
import type { Variation } from './variation-object.server';

export interface Dimensions {
  length: number | null;
  width: number | null;
  height: number | null;
}

/** One value of an attribute, with what its swatch shows and how much stock its variations have. */
export interface TermView {
  id: number;
  slug: string;
  name: string;
  color: string | null;
  image: ImageInfo | null;
  /** Most stock left among the variations that can have this value; null when none manages stock. */
  stockLeft: number | null;
  /** False when every variation that can have this value is out of stock. */
  inStock: boolean;
}

export interface AttributeView {
  id: number;
  slug: string;
  /** The form field name, `attribute_pa_<slug>`. */
  fieldName: string;
  name: string;
  displayType: AttributeDisplay;
  visible: boolean;
  forVariations: boolean;
  terms: TermView[];
}

export interface ProductFacts {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  sku: string | null;
  shortDescription: string;
  description: string;
  regularPrice: number | null;
  salePrice: number | null;
  /** Lowest and highest price a shopper can pay (variations for variable products). */
  minPrice: number | null;
  maxPrice: number | null;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  backordersAllowed: boolean;
  soldIndividually: boolean;
  minQty: number | null;
  maxQty: number | null;
  weight: number | null;
  dimensions: Dimensions;
  averageRating: number;
  ratingCount: number;
}

export interface CategoryLink {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
}

/** Everything the product page, and the quick view, show about one product. */
export interface ProductView {
  product: ProductFacts;
  url: string;
  /** Main image first, then the gallery. */
  images: ImageInfo[];
  attributes: AttributeView[];
  /** The contract's variation objects, or false when there are more than `variationThreshold`. */
  variations: Variation[] | false;
  /** The variations a shopper can buy (its offers), not the private ones shown as unavailable. */
  offerCount: number;
  categories: CategoryLink[];
  /** Whether the product or any variation has a weight / dimensions, so the table shows those rows. */
  shipping: { hasWeight: boolean; hasDimensions: boolean };
  swatchStockThreshold: number;
}

/** Above this many variations the form asks the server (`get_variation`) instead of embedding them. */
export const variationThreshold = 30;
