import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { loadConfig, type Config } from '../../lib/config.server';
import { foldVietnamese } from '../../lib/fold.server';
import type { Database } from '../index.server';
import { seedDemoShopIfEmpty } from './index.server';

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('demo shop seed on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let config: Config;
  let seconds = 0;
  const count = async (table: 'products' | 'categories' | 'posts' | 'comments' | 'menu_items' | 'reviews') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    database = await kind.open();
    config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) });
    const start = performance.now();
    await seedDemoShopIfEmpty(database, config);
    seconds = (performance.now() - start) / 1000;
  });
  afterAll(() => database.close());

  it('spec 2 demo shop: seeds quickly', () => {
    expect(seconds).toBeLessThan(kind.name === 'sqlite' ? 3 : 15);
  });

  it('spec 2 demo shop: at least 60 products in at least 6 top categories, some nested', async () => {
    const products = await database.db.selectFrom('products').select('id').where('type', '!=', 'variation').execute();
    expect(products.length).toBeGreaterThanOrEqual(60);
    const categories = await database.db.selectFrom('categories').select(['id', 'parent_id', 'slug']).execute();
    expect(categories.filter((c) => c.parent_id === null).length).toBeGreaterThanOrEqual(6);
    expect(categories.filter((c) => c.parent_id !== null).length).toBeGreaterThan(0);
    for (const c of categories) expect(c.slug).toMatch(/^[a-z0-9-]+$/);
    const uncategorised = await database.db
      .selectFrom('products')
      .select('id')
      .where('type', '!=', 'variation')
      .where('id', 'not in', (eb) => eb.selectFrom('product_categories').select('product_id'))
      .execute();
    expect(uncategorised).toEqual([]);
  });

  it('spec 2 demo shop: every product has a gallery of at least 3 images, the first one as its image', async () => {
    const rows = await database.db
      .selectFrom('products')
      .innerJoin('product_images', 'product_images.product_id', 'products.id')
      .select(['products.id', 'products.image_id', 'product_images.image_id as gallery_image', 'product_images.position'])
      .where('products.type', '!=', 'variation')
      .execute();
    const byProduct = groupBy(rows, (r) => r.id);
    expect(byProduct.size).toBeGreaterThanOrEqual(60);
    for (const images of byProduct.values()) {
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.find((i) => i.position === 0)?.gallery_image).toBe(images[0]?.image_id);
    }
  });

  it('spec 2 demo shop: image originals exist as SVG files under uploads', async () => {
    const images = await database.db.selectFrom('images').select(['file', 'width', 'height']).execute();
    expect(images.length).toBeGreaterThan(200);
    for (const image of images) {
      expect(image.file).toMatch(/^demo\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(config.dataDir, 'uploads', image.file))).toBe(true);
    }
  });

  it('spec 2 demo shop: variable products with out-of-stock and low-stock variations, one with more than 30', async () => {
    const variations = await database.db.selectFrom('products').select(['parent_id', 'stock_status', 'stock_quantity']).where('type', '=', 'variation').execute();
    const perParent = groupBy(variations, (v) => v.parent_id);
    expect([...perParent.values()].filter((v) => v.length > 30).length).toBe(1);
    expect(variations.some((v) => v.stock_status === 'outofstock' && v.stock_quantity === 0)).toBe(true);
    expect(variations.some((v) => v.stock_status === 'instock' && (v.stock_quantity ?? 99) <= 3)).toBe(true);
    const parents = await database.db.selectFrom('products').select('type').where('type', 'in', ['simple', 'variable']).execute();
    const variable = parents.filter((p) => p.type === 'variable').length;
    expect(variable / parents.length).toBeGreaterThan(0.25);
    expect(perParent.size).toBe(variable);
  });

  it('spec 2 demo shop: a sold-individually product, sale prices, SKU, weight and dimensions', async () => {
    const products = await database.db.selectFrom('products').selectAll().where('type', '!=', 'variation').execute();
    expect(products.filter((p) => p.sold_individually === 1).length).toBe(1);
    expect(products.filter((p) => p.sale_price !== null).length).toBeGreaterThan(5);
    for (const p of products) {
      expect(p.sku).toBeTruthy();
      expect(p.weight).toBeGreaterThan(0);
      expect(p.length && p.width && p.height).toBeTruthy();
      expect(p.search_text).toBe(foldVietnamese(`${p.name} ${p.sku}`));
      expect(p.price).toBeGreaterThanOrEqual(49_000);
      expect(p.price).toBeLessThanOrEqual(2_500_000);
      expect((p.price as number) % 1000).toBe(0);
    }
  });

  it('spec 2 demo shop: a variable product costs its cheapest variation', async () => {
    const parents = await database.db.selectFrom('products').select(['id', 'price']).where('type', '=', 'variable').execute();
    const variations = await database.db.selectFrom('products').select(['parent_id', 'price']).where('type', '=', 'variation').execute();
    for (const parent of parents) {
      const prices = variations.filter((v) => v.parent_id === parent.id).map((v) => Number(v.price));
      expect(Number(parent.price)).toBe(Math.min(...prices));
    }
  });

  it('spec 2 demo shop: attributes display as colour, image, button, radio and select', async () => {
    const attributes = await database.db.selectFrom('attributes').select(['id', 'display_type']).execute();
    expect(new Set(attributes.map((a) => a.display_type))).toEqual(new Set(['color', 'image', 'button', 'radio', 'select']));
    const terms = await database.db.selectFrom('attribute_terms').innerJoin('attributes', 'attributes.id', 'attribute_terms.attribute_id').select(['display_type', 'color', 'image_id']).execute();
    for (const t of terms.filter((t) => t.display_type === 'color')) expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
    for (const t of terms.filter((t) => t.display_type === 'image')) expect(t.image_id).not.toBeNull();
    const anyValue = await database.db.selectFrom('variation_attributes').select('variation_id').where('term_id', 'is', null).execute();
    expect(anyValue.length).toBeGreaterThan(0);
  });

  it('spec 2 demo shop: average_rating and rating_count match the approved rated reviews', async () => {
    const reviews = await database.db.selectFrom('reviews').select(['product_id', 'rating', 'status', 'parent_id']).execute();
    const products = await database.db.selectFrom('products').select(['id', 'average_rating', 'rating_count']).where('type', '!=', 'variation').execute();
    expect(reviews.filter((r) => r.parent_id !== null && r.rating === null).length).toBeGreaterThan(0);
    for (const p of products) {
      const rated = reviews.filter((r) => r.product_id === p.id && r.status === 'approved' && r.rating !== null);
      expect(p.rating_count).toBe(rated.length);
      const average = rated.length ? Math.round((rated.reduce((s, r) => s + (r.rating as number), 0) / rated.length) * 100) / 100 : 0;
      expect(Number(p.average_rating)).toBeCloseTo(average, 2);
    }
    expect(products.filter((p) => p.rating_count > 0).length).toBeGreaterThan(products.length / 2);
  });

  it('spec 2 demo shop: blog posts with threaded comments and the four pages', async () => {
    const posts = await database.db.selectFrom('posts').select(['id', 'type', 'slug']).execute();
    expect(posts.filter((p) => p.type === 'post').length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((p) => p.type === 'page').map((p) => p.slug).sort()).toEqual(['cau-chuyen', 'dieu-khoan-va-dieu-kien', 'gioi-thieu', 'lien-he']);
    const comments = await database.db.selectFrom('comments').select(['id', 'parent_id']).execute();
    expect(comments.some((c) => c.parent_id !== null)).toBe(true);
    expect(await count('comments')).toBeGreaterThan(5);
  });

  it('spec 2 demo shop: the main menu has a mega item whose children have children, and a footer menu', async () => {
    const items = await database.db.selectFrom('menu_items').selectAll().execute();
    const mega = items.filter((i) => i.menu === 'main' && i.mega === 1);
    expect(mega.length).toBe(1);
    const columns = items.filter((i) => i.parent_id === mega[0]?.id);
    expect(columns.length).toBeGreaterThanOrEqual(6);
    expect(items.some((i) => columns.some((c) => c.id === i.parent_id))).toBe(true);
    expect(items.filter((i) => i.menu === 'footer').length).toBeGreaterThanOrEqual(3);
  });

  it('spec 2 demo shop: shop settings rows', async () => {
    const rows = await database.db.selectFrom('settings').selectAll().execute();
    const settings = Object.fromEntries(rows.map((r) => [r.name, r.value]));
    expect(settings).toMatchObject({ search_result_latency: '300', products_per_page: '12', swatch_stock_threshold: '5' });
  });

  it('spec 2 demo shop: seeding a database that has products changes nothing', async () => {
    const before = await Promise.all((['products', 'categories', 'reviews', 'posts', 'menu_items'] as const).map(count));
    await seedDemoShopIfEmpty(database, config);
    const after = await Promise.all((['products', 'categories', 'reviews', 'posts', 'menu_items'] as const).map(count));
    expect(after).toEqual(before);
  });
});
