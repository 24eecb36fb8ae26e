import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { shopOverHttpForSuite } from '../../tests/support/http-shop';
import { urls } from '../lib/urls';

// A category slug as an import may store it: Vietnamese letters, a space and the '%' of a discount.
const slug = 'giảm giá 50%';

const trailLinks = (html: string) => [...(/<nav class="woocommerce-breadcrumb[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const tagLinks = (html: string) => [...html.matchAll(/<a href="([^"]*)" rel="tag">/g)].map((m) => m[1]!);
const jsonLdItems = (html: string) => [...html.matchAll(/"item":"([^"]*)"/g)].map((m) => m[1]!);

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('breadcrumbs link to pages that answer, on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind);

  it('spec 2.3: a product page\'s trail, its category tag and its BreadcrumbList lead to its category when the slug holds letters, a space and a \'%\'', async () => {
    const db = shop.shop().deps.database.db;
    const category = await db.insertInto('categories').values({ slug, name: 'Giảm giá', description: '', parent_id: null, image_id: null }).returning('id').executeTakeFirstOrThrow();
    const product = await db.insertInto('products').values({ type: 'simple', status: 'publish', slug: 'khan-giam-gia', name: 'Khăn giảm giá', price: 50000, regular_price: 50000, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('product_categories').values({ product_id: product.id, category_id: category.id }).execute();
    let html = '';
    // The category tree is kept 5 s: the new category shows once it is read again.
    await expect.poll(async () => (html = await (await fetch(shop.base() + urls.product('khan-giam-gia'))).text()).includes('Giảm giá</a>'), { timeout: 7000 }).toBe(true);
    const links = [...[...trailLinks(html), ...tagLinks(html)].map((href) => shop.base() + href), ...jsonLdItems(html)];
    expect(tagLinks(html)).toContain(encodeURI(urls.category(slug)));
    expect(links).toContain(shop.base() + encodeURI(urls.category(slug)));
    for (const link of links) expect((await fetch(new URL(link, shop.base()).href.replace(/^https?:\/\/[^/]+/, shop.base()), { redirect: 'manual' })).status, link).toBe(200);
  });
});
