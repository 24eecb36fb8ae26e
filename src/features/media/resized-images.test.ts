import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canFillDisk, noisyPng, onSmallDisk } from './full-disk-test-support';
import { ResizedImages } from './resized-images.server';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#c33"/></svg>';
const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#369' } });
const sizeOf = async (webp: Buffer | null) => {
  const meta = await sharp(webp ?? Buffer.alloc(0)).metadata();
  return [meta.width, meta.height];
};

describe('resized images', () => {
  let dataDir: string;
  const original = (name: string, bytes: Buffer) => writeFileSync(join(dataDir, 'uploads', 'demo', name), bytes);
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'media-test-'));
    mkdirSync(join(dataDir, 'uploads', 'demo'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'demo', 'red.svg'), svg);
    writeFileSync(join(dataDir, 'secret.svg'), svg);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('spec 2 demo shop: concurrent first requests for one size share one resize', async () => {
    const images = new ResizedImages(dataDir);
    const results = await Promise.all(Array.from({ length: 5 }, () => images.get({ id: 7, width: 300 }, 'demo/red.svg')));
    for (const result of results) expect(result).toBe(results[0]);
    expect(readdirSync(join(dataDir, 'cache', 'media'))).toEqual(['7-300.webp']);
  });

  it('spec 2 demo shop: an empty file left in the cache (a crash before its bytes reached the disk) is made again, not served', async () => {
    mkdirSync(join(dataDir, 'cache', 'media'), { recursive: true });
    writeFileSync(join(dataDir, 'cache', 'media', '8-100.webp'), '');
    expect(await sizeOf(await new ResizedImages(dataDir).get({ id: 8, width: 100 }, 'demo/red.svg'))).toEqual([100, 50]);
  });

  it('spec 2 demo shop: many first requests at once resize one at a time, leaving the thread pool to file reads and passwords', async () => {
    original('noise.png', Buffer.from(await noisyPng(800)));
    const images = new ResizedImages(dataDir);
    const sizes = [1, 2, 3].flatMap((id) => [100, 300, 600, 1200].map((width) => images.get({ id, width: width as 100 }, 'demo/noise.png')));
    let mostAtOnce = 0;
    const watch = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, sharp.counters().process)), 1);
    await Promise.all(sizes).finally(() => clearInterval(watch));
    expect(mostAtOnce).toBe(1);
  });

  it('spec 2 demo shop: sizes waiting their turn do not hold their originals in memory', async () => {
    const bytes = Buffer.from(await noisyPng(1000));
    original('noise.png', bytes);
    const images = new ResizedImages(dataDir);
    const before = process.memoryUsage().arrayBuffers;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, process.memoryUsage().arrayBuffers - before)), 1);
    const ids = Array.from({ length: 8 }, (_, i) => i + 1);
    await Promise.all(ids.flatMap((id) => [100, 300, 600, 1200].map((width) => images.get({ id, width: width as 100 }, 'demo/noise.png')))).finally(() => clearInterval(watch));
    expect(most).toBeLessThan(8 * bytes.length);
  });

  it('spec 2 demo shop: an original outside the uploads folder or missing gives nothing', async () => {
    const images = new ResizedImages(dataDir);
    expect(await images.get({ id: 1, width: 100 }, '../secret.svg')).toBeNull();
    expect(await images.get({ id: 2, width: 100 }, 'demo/missing.svg')).toBeNull();
  });

  it('spec 7.7: a long original is served fitted inside the 16383 pixels WebP holds a side', async () => {
    original('long.jpg', await plain(300, 18_000).jpeg().toBuffer());
    original('thread.png', await plain(1, 30_000).png().toBuffer());
    const images = new ResizedImages(dataDir);
    expect(await sizeOf(await images.get({ id: 1, width: 100 }, 'demo/long.jpg'))).toEqual([100, 6000]);
    expect(await sizeOf(await images.get({ id: 1, width: 300 }, 'demo/long.jpg'))).toEqual([273, 16_383]);
    expect(await sizeOf(await images.get({ id: 2, width: 100 }, 'demo/thread.png'))).toEqual([1, 16_383]);
  });

  it('spec 7.7: a phone photo is served upright, as its EXIF orientation says', async () => {
    original('phone.jpg', await plain(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect(await sizeOf(await new ResizedImages(dataDir).get({ id: 3, width: 1200 }, 'demo/phone.jpg'))).toEqual([200, 400]);
  });

  it('spec 2 demo shop: an original that cannot be decoded gives nothing, and is not decoded again on the next request', async () => {
    const png = await plain(300, 300).png().toBuffer();
    original('cut.png', png.subarray(0, png.length / 2));
    const images = new ResizedImages(dataDir);
    expect(await images.get({ id: 4, width: 100 }, 'demo/cut.png')).toBeNull();
    original('cut.png', png); // were it decoded again, it would now be made
    expect(await images.get({ id: 4, width: 100 }, 'demo/cut.png')).toBeNull();
  });

  it.runIf(canFillDisk)('spec 7.7: a size the disk has no room for throws when kept for staff, and leaves no half-written file', async () => {
    original('noise.png', Buffer.from(await noisyPng(1200)));
    const cache = join(dataDir, 'cache', 'media');
    await onSmallDisk(cache, 64, async () => {
      await expect(new ResizedImages(dataDir).keep({ id: 5, width: 1200 }, 'demo/noise.png')).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(readdirSync(cache)).toEqual([]);
    });
  });

  it.runIf(canFillDisk)('spec 7.7: a size the disk has no room for is still given to a shopper, and no half-written file is left', async () => {
    original('noise.png', Buffer.from(await noisyPng(1200)));
    const cache = join(dataDir, 'cache', 'media');
    await onSmallDisk(cache, 64, async () => {
      expect(await sizeOf(await new ResizedImages(dataDir).get({ id: 5, width: 1200 }, 'demo/noise.png'))).toEqual([1200, 1200]);
      expect(readdirSync(cache)).toEqual([]);
    });
  });
});
