import type { AttributeDisplay, Choice } from '../catalogue/index';
import { imageUrl } from '../media/index';
import { quantityLimits } from '../catalogue/index';
import type { ProductView } from './view.server';

export interface FormTerm {
  slug: string;
  name: string;
  color: string | null;
  /** Thumbnail of an image swatch. */
  image: string | null;
  inStock: boolean;
  stockLeft: number | null;
}

export interface FormAttribute {
  fieldName: string;
  label: string;
  displayType: AttributeDisplay;
  terms: FormTerm[];
}

/** The variation form island's props: small, JSON, the variations themselves stay in data-product_variations. */
export interface VariationFormProps {
  productId: number;
  productName: string;
  /** Distinguishes the page's form from a quick view's in element ids. */
  context: string;
  attributes: FormAttribute[];
  soldIndividually: boolean;
  minQty: number;
  maxQty: number | '';
  stockThreshold: number;
  /** The values chosen when the form is drawn (a form posted back without script). */
  chosen?: Choice;
  quantity?: string;
  /** Inside another order form (quick buy): no add-to-cart button, and the page's gallery is left alone. */
  embedded?: boolean;
}

export function variationFormProps(view: ProductView, context: string): VariationFormProps {
  const p = view.product;
  const limits = quantityLimits({ ...p, stockQuantity: null });
  return {
    productId: p.id,
    productName: p.name,
    context,
    attributes: view.attributes
      .filter((a) => a.forVariations)
      .map((a) => ({
        fieldName: a.fieldName,
        label: a.name,
        displayType: a.displayType,
        terms: a.terms.map((t) => ({
          slug: t.slug,
          name: t.name,
          color: t.color,
          image: t.image ? imageUrl(t.image.id, 100) : null,
          inStock: t.inStock,
          stockLeft: t.stockLeft,
        })),
      })),
    soldIndividually: p.soldIndividually,
    minQty: limits.min,
    maxQty: limits.max,
    stockThreshold: view.swatchStockThreshold,
  };
}
