import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResizedImages } from './resized-images.server';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#c33"/></svg>';

describe('resized images', () => {
  let dataDir: string;
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

  it('spec 2 demo shop: an original outside the uploads folder or missing gives nothing', async () => {
    const images = new ResizedImages(dataDir);
    expect(await images.get({ id: 1, width: 100 }, '../secret.svg')).toBeNull();
    expect(await images.get({ id: 2, width: 100 }, 'demo/missing.svg')).toBeNull();
  });
});
