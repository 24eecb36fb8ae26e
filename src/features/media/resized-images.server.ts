import { mkdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { log } from '../../server/log.server';
import { cacheName, type MediaRequest } from './media-file.server';
import { writeWholeFile } from './whole-file.server';

const webpQuality = 78;
// WebP holds at most 16383 pixels a side: a long original is served fitted inside that height.
const webpLargestSide = 16_383;

/**
 * Makes each served size once from the original and keeps it under `cache/media/`. Concurrent first
 * requests for one size share a single resize; files are written whole (temp file + rename).
 */
export class ResizedImages {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  // Sizes whose original could not be decoded: not decoded again on every request for them.
  private readonly unmakeable = new Set<string>();
  private readonly uploads: string;
  private readonly cache: string;

  constructor(dataDir: string) {
    this.uploads = resolve(dataDir, 'uploads');
    this.cache = resolve(dataDir, 'cache', 'media');
  }

  /** The webp bytes, or null when the original is missing, outside the uploads folder or cannot be decoded. */
  async get(request: MediaRequest, originalFile: string): Promise<Buffer | null> {
    const name = cacheName(request);
    if (this.unmakeable.has(name)) return null;
    const cached = await readFile(join(this.cache, name)).catch(() => null);
    if (cached) return cached;
    const running = this.inFlight.get(name);
    if (running) return running;
    const made = this.make(request, originalFile, name).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, made);
    return made;
  }

  private async make(request: MediaRequest, originalFile: string, name: string): Promise<Buffer | null> {
    const original = resolve(this.uploads, originalFile);
    const inside = relative(this.uploads, original);
    if (!inside || inside.startsWith('..') || inside.startsWith(sep)) return null;
    const source = await readFile(original).catch(() => null);
    if (!source) return null;
    const webp = await sharp(source, { autoOrient: true }) // a phone photo turned upright by its EXIF orientation
      .resize({ width: request.width, height: webpLargestSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: webpQuality })
      .toBuffer()
      .catch((error: unknown) => (log.error('media-resize', error, { file: originalFile }), null));
    if (!webp) {
      this.unmakeable.add(name);
      return null;
    }
    await mkdir(this.cache, { recursive: true });
    await writeWholeFile(join(this.cache, name), webp);
    return webp;
  }
}
