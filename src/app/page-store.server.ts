import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

type Encoding = 'identity' | 'gzip' | 'br';

/** One kept page: its bytes in each encoding, made once, and the headers to send with each (flat name, value list). */
interface StoredPage {
  at: number;
  size: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  headers: Record<Encoding, string[]>;
  notModified: string[];
}

export interface StoredAnswer {
  status: 200 | 304;
  headers: string[];
  body: Buffer | undefined;
}

// Made per response by the sender, or meaningless for bytes sent again.
const notKept = new Set(['content-length', 'content-encoding', 'vary', 'date', 'transfer-encoding', 'etag']);
const perEntryOverhead = 1024;

/** Which stored encoding to send: brotli, then gzip, unless the client refused it with q=0. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b(?!\s*;\s*q=0(?:\.0*)?\s*(?:,|$))/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\s*(?:,|$))/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2)));

/**
 * The page cache's memory (decision 049): pages kept for `ttlMs`, at most `maxBytes` of them counting every
 * encoding, the oldest dropped first. A page being rendered for a key is awaited by other misses of that key.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private readonly fills = new Map<string, { done: Promise<void>; finish: () => void; storing: boolean }>();
  private used = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  get stats(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.used };
  }

  /** The answer for a kept, fresh page, or undefined. */
  answer(key: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, head: boolean): StoredAnswer | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (Date.now() - page.at >= this.ttlMs) {
      this.drop(key, page);
      return undefined;
    }
    const encoding = pickEncoding(acceptEncoding);
    if (matches(ifNoneMatch, page.etag)) return { status: 304, headers: page.notModified, body: undefined };
    return { status: 200, headers: page.headers[encoding], body: head ? undefined : page.bodies[encoding] };
  }

  /** The render under way for this key, if any. */
  filling(key: string): Promise<void> | undefined {
    return this.fills.get(key)?.done;
  }

  /** Marks a render of this key as under way; the returned function ends it unless a store is finishing it. */
  beginFill(key: string): () => void {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const fill = { done, finish, storing: false };
    this.fills.set(key, fill);
    return () => {
      if (fill.storing || this.fills.get(key) !== fill) return;
      this.fills.delete(key);
      fill.finish();
    };
  }

  /** Keeps a rendered page (UTF-8 bytes and the response's headers), compressed once off the main thread. */
  async store(key: string, body: Buffer, headers: Headers): Promise<void> {
    const fill = this.fills.get(key);
    if (fill) fill.storing = true;
    try {
      const [gz, br] = await Promise.all([gzipped(body), brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })]);
      const bodies = { identity: body, gzip: gz, br };
      const size = body.length + gz.length + br.length + key.length + perEntryOverhead;
      if (size > this.maxBytes) return;
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      const kept: string[] = [];
      headers.forEach((value, name) => {
        if (!notKept.has(name)) kept.push(name, value);
      });
      const validators = ['vary', 'accept-encoding', 'etag', etag, 'x-page-cache', 'hit'];
      const variant = (encoding: Encoding) => [
        ...kept,
        ...validators,
        ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
        'content-length', String(bodies[encoding].length),
      ];
      const control = headers.get('cache-control');
      const notModified = [...validators, ...(control ? ['cache-control', control] : [])];
      const old = this.pages.get(key);
      if (old) this.drop(key, old);
      this.pages.set(key, { at: Date.now(), size, etag, bodies, headers: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') }, notModified });
      this.used += size;
      for (const [oldest, page] of this.pages) {
        if (this.used <= this.maxBytes) break;
        this.drop(oldest, page);
      }
    } finally {
      if (fill && this.fills.get(key) === fill) {
        this.fills.delete(key);
        fill.finish();
      }
    }
  }

  private drop(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.used -= page.size;
  }
}
