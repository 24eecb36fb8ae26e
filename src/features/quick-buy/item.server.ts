import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';
import { isPurchasable, priceOf, quantityLimits, stockFacts } from '../catalogue/index';
import { loadProductRecord, type ProductRecord } from '../catalogue/index.server';
import type { ImageInfo } from '../media/index';

/** One variation as the quick-buy form offers it: its values' names, price, stock and quantity limits. */
export interface QuickBuyVariation {
  id: number;
  label: string;
  price: number;
  inStock: boolean;
  min: number;
  max: number | '';
}

/** What the quick-buy form shows of a product. */
export interface QuickBuyItem {
  id: number;
  name: string;
  url: string;
  type: 'simple' | 'variable';
  image: ImageInfo | null;
  /** The simple product's price; for a variable one, its lowest. */
  price: number | null;
  inStock: boolean;
  min: number;
  max: number | '';
  variations: QuickBuyVariation[];
}

/** Each variation's values named ('Đỏ, L'); a variation leaving a value open ('any') is left out, as the form offers no second choice. */
function variationLabels(record: ProductRecord): Map<number, string> {
  const termName = new Map(record.terms.map((t) => [`${t.attribute_id}:${t.slug}`, t.name]));
  const labels = new Map<number, string[] | null>();
  for (const row of record.variationAttributes) {
    const parts = labels.get(row.variation_id) ?? [];
    const name = row.slug ? termName.get(`${row.attribute_id}:${row.slug}`) : undefined;
    labels.set(row.variation_id, parts && name ? [...parts, name] : null);
  }
  return new Map([...labels].flatMap(([id, parts]) => (parts ? [[id, parts.join(', ')] as const] : [])));
}

export async function loadQuickBuyItem(db: Db, productId: number): Promise<QuickBuyItem | undefined> {
  const record = await loadProductRecord(db, productId);
  if (!record) return undefined;
  const { product } = record;
  const labels = variationLabels(record);
  const variations = record.variations.flatMap((v) => {
    const label = labels.get(v.id);
    if (!label || !isPurchasable(v, product)) return [];
    const facts = stockFacts(v, product);
    const limits = quantityLimits(facts);
    return [{ id: v.id, label, price: priceOf(v) ?? 0, inStock: facts.inStock && limits.max !== 0, ...limits }];
  });
  const own = stockFacts(product, product);
  const ownLimits = quantityLimits(own);
  const variable = product.type === 'variable';
  return {
    id: product.id,
    name: product.name,
    url: urls.product(product.slug),
    type: variable ? 'variable' : 'simple',
    image: (product.image_id && record.images.get(product.image_id)) || null,
    price: variable ? (variations.length ? Math.min(...variations.map((v) => v.price)) : null) : priceOf(product),
    inStock: variable ? variations.some((v) => v.inStock) : own.inStock && ownLimits.max !== 0 && isPurchasable(product, product),
    ...ownLimits,
    variations,
  };
}
