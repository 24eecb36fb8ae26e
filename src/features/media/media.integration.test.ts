import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { imageUrl } from './image-urls';
import { productShowing } from './image-visibility-test-support';
import { addImage } from './queries.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('media route on %s', (_name, kind) => {
  let shop: TestShop;
  let productImage: { id: number; width: number };
  let swatchImage: { id: number; width: number };
  const cacheDir = () => join(shop.deps.config.dataDir, 'cache', 'media');
  // An upload a published product shows, so visitors are served it (decision 041, follow-up on `/media/`).
  const shownUpload = async (image: Parameters<typeof addImage>[1]) => {
    const id = await addImage(shop.deps.database.db, image);
    await productShowing(shop.deps.database.db, 'publish', id);
    return id;
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    const images = await shop.deps.database.db.selectFrom('images').select(['id', 'width']).orderBy('id').execute();
    productImage = images.find((i) => i.width === 1200) as { id: number; width: number };
    swatchImage = images.find((i) => i.width < 600) as { id: number; width: number };
  });
  afterAll(() => shop.close());

  it('spec 2 demo shop: serves a webp of the asked width, cacheable for a week', async () => {
    const response = await shop.app.request(imageUrl(productImage.id, 600));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(600);
  });

  it('spec 2 demo shop: a browser holding the size is answered 304 by its ETag; HEAD gives the headers alone', async () => {
    const url = imageUrl(productImage.id, 600);
    const first = await shop.app.request(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await shop.app.request(url, { headers: { 'If-None-Match': held } });
      expect([again.status, again.headers.get('etag'), again.headers.get('cache-control'), (await again.arrayBuffer()).byteLength]).toEqual([304, etag, 'public, max-age=604800', 0]);
    }
    const changed = await shop.app.request(url, { headers: { 'If-None-Match': '"other"' } });
    expect([changed.status, (await changed.arrayBuffer()).byteLength]).toEqual([200, (await first.arrayBuffer()).byteLength]);
    const head = await shop.app.request(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('etag'), (await head.arrayBuffer()).byteLength]).toEqual([200, 'image/webp', etag, 0]);
  });

  it('spec 2 demo shop: keeps the generated size and serves the same bytes the second time', async () => {
    const first = Buffer.from(await (await shop.app.request(imageUrl(productImage.id, 300))).arrayBuffer());
    expect(existsSync(join(cacheDir(), `${productImage.id}-300.webp`))).toBe(true);
    const second = Buffer.from(await (await shop.app.request(imageUrl(productImage.id, 300))).arrayBuffer());
    expect(second.equals(first)).toBe(true);
  });

  it('spec 2 demo shop: never enlarges a small original', async () => {
    const response = await shop.app.request(imageUrl(swatchImage.id, 1200));
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(swatchImage.width);
  });

  it('spec 2 demo shop: concurrent first requests make the size once and leave no temp files', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => shop.app.request(imageUrl(productImage.id, 100))));
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(bodies.every((b) => b.equals(bodies[0] as Buffer))).toBe(true);
    expect(readdirSync(cacheDir()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('spec 2 demo shop: an image whose original cannot be decoded answers 404, every time, not a server error', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#369' } }).png().toBuffer();
    mkdirSync(join(shop.deps.config.dataDir, 'uploads', 'broken'), { recursive: true });
    writeFileSync(join(shop.deps.config.dataDir, 'uploads', 'broken', 'cut.png'), png.subarray(0, png.length / 2));
    const id = await shownUpload({ file: 'broken/cut.png', width: 300, height: 300, alt: '', title: '', caption: '' });
    for (const _ of [1, 2]) expect((await shop.app.request(imageUrl(id, 100))).status).toBe(404);
  });

  it('spec 2 demo shop: a cache folder that cannot be written still serves the image, made in memory, and logs it once', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#963' } }).png().toBuffer();
    mkdirSync(join(shop.deps.config.dataDir, 'uploads', 'fresh'), { recursive: true });
    writeFileSync(join(shop.deps.config.dataDir, 'uploads', 'fresh', 'wide.png'), png);
    const id = await shownUpload({ file: 'fresh/wide.png', width: 800, height: 400, alt: '', title: '', caption: '' });
    mkdirSync(cacheDir(), { recursive: true });
    renameSync(cacheDir(), `${cacheDir()}-away`);
    writeFileSync(cacheDir(), 'a file where the folder should be'); // as a read-only or full disk: every write fails
    const errors = vi.spyOn(process.stderr, 'write');
    try {
      for (const width of [100, 300, 100, 600] as const) {
        const response = await shop.app.request(imageUrl(id, width));
        expect(response.status).toBe(200);
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
      }
      expect(errors.mock.calls.filter(([line]) => String(line).includes('media-cache'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
      rmSync(cacheDir());
      renameSync(`${cacheDir()}-away`, cacheDir());
    }
    // Writable again: the next new size is kept.
    expect((await shop.app.request(imageUrl(id, 600))).status).toBe(200);
    expect(existsSync(join(cacheDir(), `${id}-600.webp`))).toBe(true);
  });

  it.each([
    ['an unknown id', '/media/999999-600.webp'],
    ['a width that is not served', '/media/ID-500.webp'],
    ['a served width written with a leading zero', '/media/ID-0600.webp'],
    ['a huge id', '/media/99999999999999999999-600.webp'],
    ['a zero id', '/media/0-600.webp'],
    ['another extension', '/media/ID-600.png'],
    ['non-digits', '/media/abc-600.webp'],
    ['a path outside the folder', '/media/..%2F..%2Fshop.db'],
    ['a dotted path', '/media/../shop.db'],
    ['nothing', '/media/'],
  ])('spec 2 demo shop: %s answers 404', async (_label, path) => {
    const response = await shop.app.request(path.replace('ID', String(productImage.id)));
    expect(response.status).toBe(404);
  });
});
