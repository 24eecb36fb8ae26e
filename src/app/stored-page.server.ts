import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

type Encoding = 'identity' | 'gzip' | 'br';

/**
 * One kept page: its gzip and brotli bytes, made once, and the headers to send with each encoding (flat name,
 * value list). The identity bytes are made from the gzip ones on the first request without compression and kept
 * from then on (decision 061): most visitors never ask for them, and they are most of a page's size.
 */
export interface StoredPage {
  at: number;
  size: number;
  etag: string;
  bodies: { gzip: Buffer; br: Buffer; identity?: Buffer };
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

// zlib's results under 32 KB are slices of Node's shared 64 KB buffer pool, which a kept slice pins whole (the
// cache held 2 × 64 KB per page for ~20 KB counted): keep a copy of exactly the bytes counted.
function exact(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The page's gzip and brotli bytes (made off the main thread), its ETag and every header list it will be sent with. */
export async function storedPage(key: string, body: Buffer, headers: Headers): Promise<StoredPage> {
  const [gz, br] = await Promise.all([gzipped(body), brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })]);
  const bodies = { gzip: exact(gz), br: exact(br) };
  // Of the identity bytes, so every encoding of the page has the same one (a weak validator).
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const kept: string[] = [];
  headers.forEach((value, name) => {
    if (!notKept.has(name)) kept.push(name, value);
  });
  const validators = ['vary', 'accept-encoding', 'etag', etag, 'x-page-cache', 'hit'];
  const variant = (encoding: Encoding, length: number) => [
    ...kept,
    ...validators,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    'content-length', String(length),
  ];
  const control = headers.get('cache-control');
  return {
    at: Date.now(),
    size: bodies.gzip.length + bodies.br.length + key.length + perEntryOverhead,
    etag,
    bodies,
    headers: { identity: variant('identity', body.length), gzip: variant('gzip', bodies.gzip.length), br: variant('br', bodies.br.length) },
    notModified: [...validators, ...(control ? ['cache-control', control] : [])],
  };
}

// Inflating a page (~80 KB) takes a fraction of a millisecond, once per kept page; its size now counts.
function identityOf(page: StoredPage): Buffer {
  if (page.bodies.identity) return page.bodies.identity;
  const body = exact(gunzipSync(page.bodies.gzip));
  page.bodies.identity = body;
  page.size += body.length;
  return body;
}

/** What to send for a kept page: 304 when the client holds it, else the bytes in the encoding it takes. */
export function answerFrom(page: StoredPage, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, head: boolean): StoredAnswer {
  if (matches(ifNoneMatch, page.etag)) return { status: 304, headers: page.notModified, body: undefined };
  const encoding = pickEncoding(acceptEncoding);
  const body = head ? undefined : encoding === 'identity' ? identityOf(page) : page.bodies[encoding];
  return { status: 200, headers: page.headers[encoding], body };
}
