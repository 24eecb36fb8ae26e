import type { Hono } from 'hono';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../tests/support/browser';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import type { AppEnv } from '../../server/shop.server';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const unescaped = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!);

/** Each Open Graph, product and Twitter tag of a page's head, as a browser reads its attribute. */
function shareTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<meta (?:property|name)="((?:og|product|twitter):[^"]+)" content="([^"]*)"\/>/g)];
  return Object.fromEntries(tags.map((m) => [m[1]!, unescaped(m[2]!)]));
}
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaDescription = (html: string) => unescaped(/<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '');

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('links shared on Facebook, Zalo or Messenger, on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind);
  const get = async (path: string, init?: RequestInit) => (await fetch(shop.base() + path, init)).text();
  const db = () => shop.shop().deps.database.db;

  it("a product shows its name, description, absolute canonical URL, main picture in a served size and price in đồng", async () => {
    const html = await get(urls.product(demoFacts.saleProductSlug));
    const tags = shareTags(html);
    const product = await db().selectFrom('products').select(['name', 'image_id']).where('slug', '=', demoFacts.saleProductSlug).executeTakeFirstOrThrow();
    expect(tags).toMatchObject({
      'og:type': 'product',
      'og:title': product.name,
      'og:description': metaDescription(html),
      'og:url': shop.base() + urls.product(demoFacts.saleProductSlug),
      'og:site_name': 'Cửa Hàng Việt',
      'og:locale': 'vi_VN',
      'product:price:amount': String(demoFacts.saleProductPrices.sale),
      'product:price:currency': 'VND',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).not.toBe('');
    expect(tags['og:image']).toMatch(new RegExp(`^${shop.base()}/media/${product.image_id}-\\d+\\.webp$`));
    const picture = await fetch(tags['og:image']!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const image = await db().selectFrom('images').select(['width', 'height', 'alt']).where('id', '=', product.image_id!).executeTakeFirstOrThrow();
    const width = Number(tags['og:image:width']);
    expect(tags['og:image']).toContain(`-${width}.webp`);
    expect(width).toBeLessThanOrEqual(Math.max(image.width, 100));
    expect(Number(tags['og:image:height'])).toBe(Math.round((image.height * width) / image.width));
    expect(tags['og:image:alt']).toBe(image.alt || product.name);
  });

  it('a product without a price or a picture shows no price and the shop logo', async () => {
    const slug = 'lien-he-bao-gia';
    await db().insertInto('products').values({ type: 'simple', status: 'publish', slug, name: 'Liên hệ báo giá', created_at: new Date().toISOString() }).execute();
    const tags = shareTags(await get(urls.product(slug)));
    expect(tags['og:type']).toBe('product');
    expect(tags['product:price:amount']).toBeUndefined();
    expect(tags['product:price:currency']).toBeUndefined();
    expect(tags['og:image']).toBe(`${shop.base()}/icon-512.png`);
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['512', '512']);
    expect((await fetch(tags['og:image']!)).headers.get('content-type')).toBe('image/png');
  });

  it('a name with quotes, brackets and ampersands stays inside its attribute', async () => {
    const name = `Áo "Mới" <b>bold</b> & 'xịn' &amp; ></title><script>alert(1)</script>`;
    await db().insertInto('products').values({ type: 'simple', status: 'publish', slug: 'ten-kho-doc', name, price: 120000, regular_price: 120000, created_at: new Date().toISOString() }).execute();
    const html = await get(urls.product('ten-kho-doc'));
    expect(shareTags(html)['og:title']).toBe(name);
    expect(headOf(html)).not.toContain('<script>alert(1)');
  });

  it('a post shares as an article with its picture; the blog, a listing and the home page as the shop, with its logo', async () => {
    const post = await db().selectFrom('posts').select(['title', 'image_id']).where('slug', '=', demoFacts.commentedPostSlug).executeTakeFirstOrThrow();
    const tags = shareTags(await get(urls.post(demoFacts.commentedPostSlug)));
    expect(tags).toMatchObject({ 'og:type': 'article', 'og:title': post.title, 'og:url': shop.base() + urls.post(demoFacts.commentedPostSlug) });
    expect(tags['og:image']).toMatch(post.image_id === null ? /\/icon-512\.png$/ : new RegExp(`/media/${post.image_id}-\\d+\\.webp$`));
    expect((await fetch(tags['og:image']!)).status).toBe(200);
    for (const path of [urls.home(), urls.shop(), urls.blog()]) {
      const page = shareTags(await get(path));
      expect(page, path).toMatchObject({ 'og:type': 'website', 'og:url': shop.base() + path, 'og:image': `${shop.base()}/icon-512.png`, 'og:locale': 'vi_VN' });
      expect(page['product:price:amount'], path).toBeUndefined();
    }
  });

  it("a post whose picture is narrower than 1200 px names, in its JSON-LD as in its share tags, the largest size served, at its width", async () => {
    const folder = join(shop.shop().deps.config.dataDir, 'uploads', 'tests');
    await mkdir(folder, { recursive: true });
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c33' } }).png().toFile(join(folder, 'hep-800.png'));
    const image = await db().insertInto('images').values({ file: 'tests/hep-800.png', width: 800, height: 500, alt: 'Ảnh hẹp' }).returning('id').executeTakeFirstOrThrow();
    const slug = 'bai-anh-hep';
    await db().insertInto('posts').values({ type: 'post', status: 'publish', slug, title: 'Bài ảnh hẹp', excerpt: '', content: '<p>Nội dung</p>', image_id: image.id, created_at: new Date().toISOString() }).execute();
    const html = await get(urls.post(slug));
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((ld) => ld['@type'] === 'BlogPosting');
    const tags = shareTags(html);
    expect(tags['og:image']).toBe(`${shop.base()}/media/${image.id}-600.webp`);
    expect(posting.image).toBe(tags['og:image']);
    const served = await fetch(posting.image);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(Number(tags['og:image:width']));
  });

  it("a category's description is described on one line, cut between whole characters", async () => {
    const description = `${'Đ'.repeat(158)}\n\n😀 và hơn nữa`;
    await db().insertInto('categories').values({ slug: 'mo-ta-dai', name: 'Mô tả dài', description, parent_id: null, image_id: null }).execute();
    let html = '';
    await expect.poll(async () => (html = await get(urls.category('mo-ta-dai'))).includes('Mô tả dài'), { timeout: 7000 }).toBe(true); // the category tree is kept 5 s
    const expected = `${'Đ'.repeat(158)} 😀`;
    expect(metaDescription(html)).toBe(expected);
    expect(shareTags(html)['og:description']).toBe(expected);
  });

  it('two visitors get the same head: nothing of a query string, a cookie or a cart is in it', async () => {
    const path = urls.product(demoFacts.simpleProductSlug);
    const first = await get(path);
    const second = await get(`${path}?utm_source=zalo&fbclid=IwAR0x"<b>`, { headers: { cookie: 'pll=vi; _ga=GA1.1.1' } });
    expect(headOf(second)).toBe(headOf(first));
    const shopper = new TestBrowser({ request: (p: string, init?: RequestInit) => fetch(shop.base() + p, { ...init, redirect: 'manual' }) } as unknown as Hono<AppEnv>);
    const id = (await db().selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow()).id;
    expect((await shopper.post('/?wc-ajax=add_to_cart', { product_id: String(id), quantity: '1' })).status).toBe(200);
    const carted = await (await shopper.request(path)).text();
    expect(carted).toContain('woocommerce-mini-cart-item');
    expect(shareTags(carted)).toEqual(shareTags(first));
    expect(shareTags(first)['og:url']).toBe(shop.base() + path);
  });
});
