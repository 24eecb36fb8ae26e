import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

type Encoding = 'identity' | 'gzip' | 'br';

/** One kept page: its bytes in each encoding, made once, and the headers to send with each (flat name, value list). */
export interface StoredPage {
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

/** The page's gzip and brotli bytes (made off the main thread), its ETag and every header list it will be sent with. */
export async function storedPage(key: string, body: Buffer, headers: Headers): Promise<StoredPage> {
  const [gz, br] = await Promise.all([gzipped(body), brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })]);
  const bodies = { identity: body, gzip: gz, br };
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
  return {
    at: Date.now(),
    size: body.length + gz.length + br.length + key.length + perEntryOverhead,
    etag,
    bodies,
    headers: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') },
    notModified: [...validators, ...(control ? ['cache-control', control] : [])],
  };
}

/** What to send for a kept page: 304 when the client holds it, else the bytes in the encoding it takes. */
export function answerFrom(page: StoredPage, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, head: boolean): StoredAnswer {
  if (matches(ifNoneMatch, page.etag)) return { status: 304, headers: page.notModified, body: undefined };
  const encoding = pickEncoding(acceptEncoding);
  return { status: 200, headers: page.headers[encoding], body: head ? undefined : page.bodies[encoding] };
}
