import { fieldName, type AttributeDisplay, type StockStatus } from '../catalogue/index';
import type { ImageInfo } from '../media/index';
import type { AttributeView, TermView } from './view.server';

interface AttributeRow {
  id: number;
  slug: string;
  name: string;
  display_type: AttributeDisplay;
  visible: number;
  for_variations: number;
}

interface TermRow {
  id: number;
  attribute_id: number;
  slug: string;
  name: string;
  color: string | null;
  image_id: number | null;
}

interface VariationStockRow {
  id: number;
  stock_quantity: number | null;
  stock_status: StockStatus;
}

interface VariationAttributeRow {
  variation_id: number;
  attribute_id: number;
  slug: string | null;
}

/** Each variation's `attributes` map: every attribute used for variations, '' where the variation takes any value. */
export function variationAttributeMaps(attributes: AttributeRow[], rows: VariationAttributeRow[], variationIds: number[]): Map<number, Record<string, string>> {
  const used = attributes.filter((a) => a.for_variations === 1);
  const maps = new Map<number, Record<string, string>>(variationIds.map((id) => [id, Object.fromEntries(used.map((a) => [fieldName(a.slug), '']))]));
  const slugs = new Map(used.map((a) => [a.id, a.slug]));
  for (const row of rows) {
    const slug = slugs.get(row.attribute_id);
    const map = maps.get(row.variation_id);
    if (slug !== undefined && map) map[fieldName(slug)] = row.slug ?? '';
  }
  return maps;
}

/** Stock of the variations that can carry a value, for the swatch badge and the out-of-stock style. */
function termStock(field: string, slug: string, variations: VariationStockRow[], maps: Map<number, Record<string, string>>) {
  const fitting = variations.filter((v) => {
    const value = maps.get(v.id)?.[field] ?? '';
    return value === '' || value === slug;
  });
  const counted = fitting.filter((v) => v.stock_quantity != null).map((v) => v.stock_quantity!);
  return {
    stockLeft: counted.length && counted.length === fitting.length ? Math.max(...counted) : null,
    inStock: fitting.some((v) => v.stock_status !== 'outofstock'),
  };
}

export function attributeViews(
  attributes: AttributeRow[],
  terms: TermRow[],
  images: Map<number, ImageInfo>,
  variations: VariationStockRow[],
  maps: Map<number, Record<string, string>>,
): AttributeView[] {
  return attributes.map((a) => {
    const field = fieldName(a.slug);
    const forVariations = a.for_variations === 1;
    const termViews: TermView[] = terms
      .filter((t) => t.attribute_id === a.id)
      .map((t) => ({
        id: t.id,
        slug: t.slug,
        name: t.name,
        color: t.color,
        image: t.image_id == null ? null : images.get(t.image_id) ?? null,
        ...(forVariations ? termStock(field, t.slug, variations, maps) : { stockLeft: null, inStock: true }),
      }));
    return {
      id: a.id,
      slug: a.slug,
      fieldName: field,
      name: a.name,
      displayType: a.display_type,
      visible: a.visible === 1,
      forVariations,
      terms: termViews,
    };
  });
}
