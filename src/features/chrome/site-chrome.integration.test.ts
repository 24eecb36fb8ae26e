import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { pageGlobal } from '../../../tests/support/page-globals';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';

const loaderTag = '<div class="page-loader" aria-hidden="true">';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the rest of the chrome on %s', (_name, kind) => {
  let shop: TestShop;
  const get = (path: string) => shop.app.request(path);
  const html = async (path: string) => (await get(path)).text();
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 2.1: a favicon (the logo mark, with PNG sizes) and a web app manifest whose icons all answer', async () => {
    const svg = await get('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="logo-mark" viewBox="0 0 40 40"/);
    const ico = await get('/favicon.ico');
    expect([ico.status, ico.headers.get('location')]).toEqual([301, '/favicon.svg']);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const body = (await manifest.json()) as { name: string; lang: string; start_url: string; icons: { src: string; type: string; sizes: string }[] };
    expect(body).toMatchObject({ name: 'Cửa Hàng Việt', lang: 'vi', start_url: '/', display: 'minimal-ui', theme_color: '#d26e4b' });
    for (const icon of body.icons.filter((i) => i.type === 'image/png')) {
      const png = await get(icon.src);
      expect(png.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect(body.icons.map((i) => i.sizes)).toEqual(['any', '192x192', '512x512']);
    const page = await html('/cua-hang/');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/icon-192.png"/><link rel="manifest" href="/manifest.webmanifest"/><meta name="theme-color" content="#d26e4b"/>');
  });

  it('spec 2.1: the page loader follows site_loader — the demo shows it on the home page only; all, no, and junk as no', async () => {
    const db = shop.deps.database.db;
    expect(await html('/')).toContain(loaderTag);
    expect(await html('/cau-chuyen/')).not.toContain(loaderTag);
    await setSetting(db, 'site_loader', 'all');
    expect(await html('/cau-chuyen/')).toContain(loaderTag);
    for (const value of ['no', 'home<script>']) {
      await setSetting(db, 'site_loader', value);
      expect(await html('/')).not.toContain(loaderTag);
    }
    await setSetting(db, 'site_loader', 'home');
  });

  it("spec 8.6: the 'No results' notice is off by default and on through search_no_results_notice", async () => {
    const options = async () => pageGlobal<{ options: Record<string, string> }>(await html('/cua-hang/'), 'flatsomeVars')?.options;
    expect(await options()).toMatchObject({ search_no_results_notice: '' });
    await setSetting(shop.deps.database.db, 'search_no_results_notice', 'yes');
    expect(await options()).toMatchObject({ search_no_results_notice: '1' });
    await setSetting(shop.deps.database.db, 'search_no_results_notice', 'no');
  });

  it('spec 2.1: the demo story page holds every content block; only the lazy videos\' players and thumbnails are let in from elsewhere', async () => {
    const response = await get('/cau-chuyen/');
    const page = await response.text();
    for (const hook of ['class="scroll-to"', 'class="nav nav-single-page"', 'class="tabbed-content"', 'class="accordion" rel="1"', 'class="count-up"', 'class="lazy-video"', 'class="image-lightbox"', 'class="is-sticky-column"']) {
      expect(page).toContain(hook);
    }
    expect(page).toContain('width="480" height="360"');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(policy).toContain("img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com");
  });
});
