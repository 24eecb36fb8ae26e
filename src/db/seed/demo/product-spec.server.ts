/** The illustration drawn for a product; one silhouette per kind of goods. */
export type Kind =
  | 'dress' | 'shirt' | 'tshirt' | 'skirt' | 'trousers' | 'shorts'
  | 'sneaker' | 'sandal' | 'tote' | 'handbag' | 'backpack' | 'wallet'
  | 'watch' | 'hat' | 'glasses' | 'scarf' | 'belt' | 'sock'
  | 'mug' | 'bottle' | 'pan' | 'bowl' | 'teapot' | 'box'
  | 'cushion' | 'candle' | 'vase' | 'basket' | 'towel' | 'lamp';

export interface VariationAttribute {
  slug: string;
  terms: string[];
}

export interface VariableSpec {
  attributes: VariationAttribute[];
  /** Price per term of the first attribute, instead of the product's price. */
  prices?: Record<string, number>;
  salePercent?: number;
  /** An attribute left as 'any value' in every variation (one variation per term of the others). */
  anyAttribute?: string;
  /** Stock per variation, keyed by its term slugs joined with '|'; 0 is out of stock. */
  stock?: Record<string, number>;
}

export interface ProductSpec {
  slug: string;
  name: string;
  category: string;
  kind: Kind;
  /** The 'mau-sac' term the product is drawn in. */
  colour: string;
  price: number;
  sale?: number;
  short: string;
  material?: string;
  origin?: string;
  variable?: VariableSpec;
  /** Managed stock of a simple product; 0 is out of stock, absent is not managed. */
  stock?: number;
  soldIndividually?: boolean;
  minQty?: number;
  maxQty?: number;
  featured?: boolean;
}

export const colourSize = (colours: string[], sizes: string[], extra: Partial<VariableSpec> = {}): VariableSpec => ({
  attributes: [
    { slug: 'mau-sac', terms: colours },
    { slug: 'kich-thuoc', terms: sizes },
  ],
  ...extra,
});

export const colourShoeSize = (colours: string[], sizes: string[], extra: Partial<VariableSpec> = {}): VariableSpec => ({
  attributes: [
    { slug: 'mau-sac', terms: colours },
    { slug: 'size-giay', terms: sizes },
  ],
  ...extra,
});

export const colourOnly = (colours: string[], extra: Partial<VariableSpec> = {}): VariableSpec => ({
  attributes: [{ slug: 'mau-sac', terms: colours }],
  ...extra,
});
