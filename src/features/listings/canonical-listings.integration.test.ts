import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { demoFacts } from '../../db/seed/demo-facts.server';

const category = '/danh-muc-san-pham/thoi-trang-nu/';
const product = `/san-pham/${demoFacts.simpleProductSlug}/`;

// The path with its n-th letter after the second slash written as a percent escape: the same page to the router.
const spelt = (path: string, n: number) => {
  const at = path.indexOf('/', 1) + 1 + (n % (path.length - path.indexOf('/', 1) - 2));
  return path.slice(0, at) + `%${path.charCodeAt(at).toString(16)}` + path.slice(at + 1);
};

// Decision 090: a page is kept once however it is asked, so a crawler cannot fill the page cache with copies.
describe.each(testDatabases.map((d) => [d.name, d] as const))('canonical listing and product URLs on %s, over HTTP', (_name, kind) => {
  const s = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '600' });
  const get = (path: string) => fetch(s.base() + path, { redirect: 'manual' });

  it.each([
    ['/cua-hang/page/02/', '/cua-hang/page/2/'],
    ['/cua-hang/page/%202/', '/cua-hang/page/2/'],
    ['/cua-hang/page/1/?orderby=price', '/cua-hang/?orderby=price'],
    ['/cua-hang/?paged=2', '/cua-hang/page/2/'],
    ['/cua-hang/?paged=abc', '/cua-hang/'],
    ['/cua-hang/?orderby=zzz', '/cua-hang/'],
    ['/cua-hang/?orderby=%00', '/cua-hang/'],
    ['/cua-hang/?orderby=price&orderby=date', '/cua-hang/?orderby=price'],
    ['/cua-hang/?orderby=zzz&orderby=date', '/cua-hang/'],
    ['/cua-hang/?s=a', '/cua-hang/'],
    ['/cua-hang/?product_cat=ao-kieu&post_type=product', '/cua-hang/'],
    ['/cua-hang/?orderby=zzz&utm_source=zalo', '/cua-hang/?utm_source=zalo'],
    [`${category}page/2/?orderby=rating&orderby=rating`, `${category}page/2/?orderby=rating`],
    ['/cua-hang', '/cua-hang/'],
    ['/cua-hang/page/2', '/cua-hang/page/2/'],
    [category.slice(0, -1), category],
    [`${category}page/2?orderby=price`, `${category}page/2/?orderby=price`],
    ['/cua-hang?orderby=zzz&paged=2', '/cua-hang/page/2/'],
    ['/cua-hang/page/02/?infinite_scroll=1&orderby=zzz', '/cua-hang/page/2/?infinite_scroll=1'],
    ['/danh-muc-san-pham/%61o-kieu/', '/danh-muc-san-pham/ao-kieu/'],
    ['/danh-muc-san-pham/%74hoi-trang-nu/page/2/?orderby=price', `${category}page/2/?orderby=price`],
    ['/danh-muc-san-pham/%74hoi-trang-nu/page/%32/', `${category}page/2/`],
    ['/%63ua-hang/', '/cua-hang/'],
    [product.replace('/san-pham/v', '/san-pham/%76'), product],
    [product.replace('/san-pham/v', '/san-pham/%76') + '?s=1&x=2', `${product}?x=2`],
    ['/?orderby=price', '/'],
    ['/?paged=2&post_type=x&product_cat=y&utm_source=zalo', '/?utm_source=zalo'],
    [`${product}?s=1`, product],
    [`${product.slice(0, -1)}?s=1&x=2`, `${product}?x=2`],
    [`${product}?orderby=price&paged=3&x=1`, `${product}?x=1`],
  ])('%s is sent on, once, to %s', async (asked, canonical) => {
    const res = await get(asked);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(canonical);
    expect((await get(canonical)).status).toBe(200);
  });

  it.each(['/danh-muc-san-pham/khong-co', '/danh-muc-san-pham/%2F%2Fevil.example', '/cua-hang/page/0', '/cua-hang/page/abc', `${category}page/99/`])(
    '%s does not exist: 404, never a redirect',
    async (asked) => {
      expect((await get(asked)).status).toBe(404);
    },
  );

  it('a crawler making up sort orders, searches and page spellings adds no page to the cache', async () => {
    const pages = s.shop().pages;
    await (await get('/cua-hang/')).text();
    await (await get(product)).text();
    await pages.settled();
    const kept = pages.stats.pages;
    for (let n = 0; n < 40; n++) {
      for (const path of [`/?orderby=${n}`, `/?paged=${n}`, `/cua-hang/?orderby=x${n}`, `/cua-hang/?s=${n}`, `/cua-hang/?paged=1&post_type=${n}`, `${category}?product_cat=${n}`, `${product}?s=${n}`, `/cua-hang/page/${'0'.repeat(n % 9)}1/`, spelt(product, n), spelt(category, n)]) {
        expect((await get(path)).status, path).toBe(301);
      }
    }
    await pages.settled();
    expect(pages.stats.pages).toBe(kept);
  });
});
