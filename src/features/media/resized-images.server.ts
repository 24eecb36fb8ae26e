import { mkdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { log } from '../../server/log.server';
import { inImageTurn } from './image-turns.server';
import { cacheName, type MediaRequest } from './media-file.server';
import { writeWholeFile } from './whole-file.server';

const webpQuality = 78;
// WebP holds at most 16383 pixels a side: a long original is served fitted inside that height.
const webpLargestSide = 16_383;

// A size made from its original, and the error that kept it from the cache folder, if any.
type Made = { webp: Buffer; unkept?: unknown } | null;

/**
 * Makes each served size once from the original and keeps it under `cache/media/`. Concurrent first
 * requests for one size share a single resize; files are written whole (temp file + rename).
 */
export class ResizedImages {
  private readonly inFlight = new Map<string, Promise<Made>>();
  // Sizes whose original could not be decoded: not decoded again on every request for them.
  private readonly unmakeable = new Set<string>();
  // Whether the last write to the cache failed, so a read-only or full disk is logged once, not on every image.
  private cacheFailing = false;
  private readonly uploads: string;
  private readonly cache: string;

  constructor(dataDir: string) {
    this.uploads = resolve(dataDir, 'uploads');
    this.cache = resolve(dataDir, 'cache', 'media');
  }

  /**
   * For a shopper: the webp bytes, or null when the original is missing, outside the uploads folder or cannot be
   * decoded. A size the cache cannot keep (read-only or full disk) is still served, made in memory.
   */
  async get(request: MediaRequest, originalFile: string): Promise<Buffer | null> {
    const made = await this.made(request, originalFile);
    if (made?.unkept !== undefined && !this.cacheFailing) log.error('media-cache', made.unkept, { folder: this.cache });
    if (made?.unkept !== undefined) this.cacheFailing = true;
    return made?.webp ?? null;
  }

  /** For staff making the sizes of an upload: as `get`, but a size the cache cannot keep throws, to be tried again. */
  async keep(request: MediaRequest, originalFile: string): Promise<Buffer | null> {
    const made = await this.made(request, originalFile);
    if (made?.unkept !== undefined) throw made.unkept;
    return made?.webp ?? null;
  }

  private async made(request: MediaRequest, originalFile: string): Promise<Made> {
    const name = cacheName(request);
    if (this.unmakeable.has(name)) return null;
    const cached = await readFile(join(this.cache, name)).catch(() => null);
    if (cached?.length) return { webp: cached }; // an empty one (a crash before its bytes reached the disk) is made again
    const running = this.inFlight.get(name);
    if (running) return running;
    const made = this.make(request, originalFile, name).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, made);
    return made;
  }

  private async make(request: MediaRequest, originalFile: string, name: string): Promise<Made> {
    const original = resolve(this.uploads, originalFile);
    const inside = relative(this.uploads, original);
    if (!inside || inside.startsWith('..') || inside.startsWith(sep)) return null;
    // Read in its turn: sizes waiting for theirs hold no original in memory.
    const resized = async () => {
      const source = await readFile(original).catch(() => null);
      if (!source) return undefined;
      return sharp(source, { autoOrient: true }) // a phone photo turned upright by its EXIF orientation
        .resize({ width: request.width, height: webpLargestSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: webpQuality })
        .toBuffer();
    };
    const webp = await inImageTurn(resized).catch((error: unknown) => (log.error('media-resize', error, { file: originalFile }), null));
    if (webp === undefined) return null;
    if (!webp) {
      this.unmakeable.add(name);
      return null;
    }
    try {
      await mkdir(this.cache, { recursive: true });
      await writeWholeFile(join(this.cache, name), webp);
      this.cacheFailing = false;
      return { webp };
    } catch (unkept) {
      return { webp, unkept };
    }
  }
}
