import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, signedInAs } from '../account/account-test-support';
import { canFillDisk, noisyPng, onSmallDisk } from '../media/full-disk-test-support';
import { codeOf, form, png, servedSize, upload } from './upload-test-support';

type Item = { id: number; title: { rendered: string }; caption: { rendered: string }; media_details: { width: number; height: number } };
const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#369' } });
const bytesOf = async (image: Sharp) => new Uint8Array(await image.toBuffer());

// What staff upload beyond a plain picture: long strips, phone photos, odd names, and a disk with no room left.
describe.each(testDatabases.map((d) => [d.name, d] as const))('uploaded images on %s (spec 7.7)', (_name, kind) => {
  let shop: TestShop;
  let staff: Awaited<ReturnType<typeof signedInAs>>;
  const db = () => shop.deps.database.db;
  const imageCount = async () => Number((await db().selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const sent = (bytes: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) => upload(staff.b, staff.nonce, form(bytes, name, fields));

  beforeAll(async () => {
    shop = await openTestShop(kind);
    staff = await signedInAs(shop, 'editor');
  });
  afterAll(() => shop?.close());

  it('a long image (a description strip) is taken whole, and each size is served fitted inside the 16383 pixels WebP holds', async () => {
    const res = await sent(await bytesOf(plain(300, 18_000).jpeg()), 'mo-ta-dai.jpg');
    expect(res.status).toBe(201);
    const item = (await res.json()) as Item;
    expect(item.media_details).toEqual({ width: 300, height: 18_000 });
    expect(await servedSize(await staff.b.request(`/media/${item.id}-300.webp`))).toEqual([273, 16_383]);
    expect(await servedSize(await staff.b.request(`/media/${item.id}-100.webp`))).toEqual([100, 6000]);
    const thread = await sent(await bytesOf(plain(1, 30_000).png()), 'soi-chi.png');
    expect(thread.status).toBe(201);
  });

  it('a phone photo is recorded and served upright, as its EXIF orientation says', async () => {
    const res = await sent(await bytesOf(plain(400, 200).jpeg().withMetadata({ orientation: 6 })), 'dien-thoai.jpg');
    const item = (await res.json()) as Item;
    expect([res.status, item.media_details]).toEqual([201, { width: 200, height: 400 }]);
    expect(await servedSize(await staff.b.request(`/media/${item.id}-100.webp`))).toEqual([100, 200]);
  });

  it('a file name becomes a storable title; title and caption are rendered as text, never as markup', async () => {
    const res = await sent(await png(120, 120), 'a\u0000<b>đỏ</b>.png', { caption: '<img src=x onerror=alert(1)>' });
    const item = (await res.json()) as Item;
    expect(res.status).toBe(201);
    expect(item.title.rendered).toBe('a\uFFFD&#60;b&#62;đỏ&#60;/b&#62;');
    expect(item.caption.rendered).toBe('&#60;img src=x onerror=alert(1)&#62;');
    const row = await db().selectFrom('images').select(['title', 'caption']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'a\uFFFD<b>đỏ</b>', caption: '<img src=x onerror=alert(1)>' });
  });

  it.runIf(canFillDisk)('a disk with no room refuses the upload with 507 in the REST shape; no part of the file and no row is left', async () => {
    const now = new Date();
    const month = join(shop.deps.config.dataDir, 'uploads', String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
    const noise = await noisyPng(600);
    const before = await imageCount();
    await onSmallDisk(month, 64, async () => {
      expect(await codeOf(await sent(noise, 'nhieu.png'))).toEqual([507, 'rest_upload_disk_full']);
      expect(readdirSync(month)).toEqual([]);
    });
    expect(await imageCount()).toBe(before);
    expect(existsSync(month)).toBe(true);
  });
});
