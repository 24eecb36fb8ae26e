import type { Insertable, Transaction } from 'kysely';
import type { Config } from '../../lib/config.server';
import { foldVietnamese } from '../../lib/fold.server';
import type { Database } from '../index.server';
import type { Schema } from '../schema';
import { insertReturningIds, insertRows } from './batch.server';
import { daysAgo } from './clock.server';
import { bulkColours, bulkNouns, bulkStyles } from './demo/bulk-names.server';
import { createRandom } from './random.server';

type Trx = Transaction<Schema>;
const slugOf = (text: string) => foldVietnamese(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

interface Existing {
  categories: Map<string, { id: number; parentId: number | null }>;
  images: number[];
  colour: { attributeId: number; terms: Map<string, { id: number; name: string }> };
}

async function loadExisting(trx: Trx): Promise<Existing> {
  const categories = await trx.selectFrom('categories').select(['id', 'slug', 'parent_id']).execute();
  const images = await trx.selectFrom('products').select('image_id').where('type', '!=', 'variation').where('image_id', 'is not', null).execute();
  const terms = await trx
    .selectFrom('attribute_terms')
    .innerJoin('attributes', 'attributes.id', 'attribute_terms.attribute_id')
    .select(['attributes.id as attributeId', 'attribute_terms.id', 'attribute_terms.slug', 'attribute_terms.name'])
    .where('attributes.slug', '=', 'mau-sac')
    .execute();
  if (!terms[0] || images.length === 0) throw new Error('seedBulkProducts needs the demo shop seeded first');
  return {
    categories: new Map(categories.map((c) => [c.slug, { id: c.id, parentId: c.parent_id }])),
    images: images.map((i) => i.image_id as number),
    colour: { attributeId: terms[0].attributeId, terms: new Map(terms.map((t) => [t.slug, { id: t.id, name: t.name }])) },
  };
}

/**
 * Adds `count` generated products for the benchmark: searchable Vietnamese names, a quarter of them
 * variable in three colours, reusing the demo shop's pictures and categories. Call after the demo seed.
 */
export async function seedBulkProducts(database: Database, config: Config, count: number): Promise<void> {
  void config; // pictures are reused, so nothing is written under the data folder
  await database.db.transaction().execute(async (trx) => {
    const existing = await loadExisting(trx);
    const done = await trx.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('sku', 'like', 'BULK-%').where('type', '!=', 'variation').executeTakeFirstOrThrow();
    const first = Number(done.n) + 1;
    const random = createRandom(first);
    const specs = Array.from({ length: count }, (_, i) => {
      const n = first + i;
      const noun = bulkNouns[n % bulkNouns.length] as (typeof bulkNouns)[number];
      const name = `${noun.noun} ${bulkStyles[Math.floor(n / bulkNouns.length) % bulkStyles.length]} mẫu ${n}`;
      const price = random.int(49, 1500) * 1000;
      const variable = noun.colourVariable && n % 4 === 0;
      const sku = `BULK-${n}`;
      const row: Insertable<Schema['products']> = {
        parent_id: null,
        type: variable ? 'variable' : 'simple',
        slug: `${slugOf(name)}-b`,
        name,
        search_text: foldVietnamese(`${name} ${sku}`),
        short_description: `${name}: sản phẩm mẫu cho bài kiểm tra hiệu năng.`,
        description: `<p>${name} – chất lượng tốt, giá hợp lý.</p>`,
        sku,
        regular_price: variable ? null : price,
        sale_price: null,
        price,
        stock_quantity: variable ? null : random.int(0, 40),
        image_id: existing.images[n % existing.images.length] as number,
        menu_order: random.int(0, 20),
        total_sales: random.int(0, 300),
        created_at: daysAgo(random.int(1, 365), random.int(0, 23)),
      };
      row.stock_status = row.stock_quantity === 0 ? 'outofstock' : 'instock';
      return { row, noun, variable, price };
    });
    const ids = await insertReturningIds(trx, 'products', specs.map((s) => s.row));

    const variations = specs.flatMap((s, i) =>
      s.variable ? bulkColours.slice(i % 3, (i % 3) + 3).map((colour) => ({ parentIndex: i, colour, spec: s })) : [],
    );
    const variationIds = await insertReturningIds(
      trx,
      'products',
      variations.map(({ parentIndex, colour, spec }) => {
        const termName = existing.colour.terms.get(colour)?.name ?? colour;
        const name = `${spec.row.name} - ${termName}`;
        const sku = `${spec.row.sku}-${colour.toUpperCase()}`;
        return {
          parent_id: ids[parentIndex] as number,
          type: 'variation' as const,
          slug: `${spec.row.slug}-${colour}`,
          name,
          search_text: foldVietnamese(`${name} ${sku}`),
          sku,
          regular_price: spec.price,
          price: spec.price,
          stock_quantity: 10,
          image_id: null,
          created_at: spec.row.created_at,
        };
      }),
    );

    const colourTerm = (slug: string) => existing.colour.terms.get(slug)?.id as number;
    await insertRows(
      trx,
      'product_categories',
      specs.flatMap((s, i) => {
        const category = existing.categories.get(s.noun.category);
        if (!category) return [];
        const slugs = category.parentId ? [category.id, category.parentId] : [category.id];
        return slugs.map((categoryId) => ({ product_id: ids[i] as number, category_id: categoryId }));
      }),
    );
    await insertRows(trx, 'product_images', specs.map((s, i) => ({ product_id: ids[i] as number, image_id: s.row.image_id as number, position: 0 })));
    const variableIndexes = specs.flatMap((s, i) => (s.variable ? [i] : []));
    await insertRows(
      trx,
      'product_attributes',
      variableIndexes.map((i) => ({ product_id: ids[i] as number, attribute_id: existing.colour.attributeId, position: 0, visible: 1, for_variations: 1 })),
    );
    await insertRows(trx, 'product_attribute_terms', variations.map((v) => ({ product_id: ids[v.parentIndex] as number, term_id: colourTerm(v.colour) })));
    await insertRows(
      trx,
      'variation_attributes',
      variations.map((v, i) => ({ variation_id: variationIds[i] as number, attribute_id: existing.colour.attributeId, term_id: colourTerm(v.colour) })),
    );
  });
}
