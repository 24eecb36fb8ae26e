import { cms } from '../lib/contract-names';
import * as vi from '../lib/messages/index';
import { holdsUnstorable, storableText } from '../lib/storable-text';
import { requestUrl } from './request-url.server';
import type { ShopContext } from './shop.server';
import { siteOriginOf } from './trusted-host.server';

// The fields of each request input whose values held characters the database refuses (replaced).
const cleanedFields = new WeakMap<URLSearchParams, ReadonlySet<string>>();

/**
 * Query string and form body (url-encoded or multipart, files left out) as one flat input. Characters a
 * database refuses are replaced here (U+FFFD), once for every handler; `unstorableFields` names the fields that held any.
 */
export async function requestInput(c: ShopContext): Promise<URLSearchParams> {
  const raw: [string, string][] = [...requestUrl(c).searchParams];
  const type = c.req.header('content-type') ?? '';
  if (c.req.method === 'POST' && /application\/x-www-form-urlencoded|multipart\/form-data/.test(type)) {
    const body = await c.req.parseBody({ all: true }).catch(() => ({}));
    for (const [name, value] of Object.entries(body)) {
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') raw.push([name, v]);
    }
  }
  const input = new URLSearchParams();
  const cleaned = new Set<string>();
  for (const [name, value] of raw) {
    if (holdsUnstorable(value)) cleaned.add(storableText(name));
    input.append(storableText(name), storableText(value));
  }
  if (cleaned.size) cleanedFields.set(input, cleaned);
  return input;
}

/** The fields of a `requestInput` whose values held characters the database refuses (now replaced). */
export function unstorableFields(input: URLSearchParams): ReadonlySet<string> {
  return cleanedFields.get(input) ?? new Set();
}

/** A 400 before routing: under /wp-json/ in the REST error shape the browser helper reads (decision 041), else plain text. */
function unstorableRefusal(request: Request): Response {
  if (new URL(request.url).pathname.startsWith(cms.restPrefix + '/')) {
    const error = { code: 'rest_invalid_param', message: vi.common.badRequest, data: { status: 400 } };
    return Response.json(error, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(vi.common.badRequest, { status: 400, headers: { 'content-type': 'text/plain; charset=UTF-8' } });
}

/**
 * The request as routes, searches and parameters will read it: a NUL in a GET's URL becomes U+FFFD (so an unknown
 * sort is the default sort and an unknown slug a 404, as for any other text); any other method with one is
 * refused, since no form of the shop posts to such a URL.
 */
export function storableRequest(request: Request): Request | Response {
  if (!/%00/.test(request.url)) return request;
  if (request.method !== 'GET' && request.method !== 'HEAD') return unstorableRefusal(request);
  return new Request(request.url.replace(/%00/g, encodeURIComponent(storableText('\u0000'))), { method: request.method, headers: request.headers });
}

/** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's checked Host (decision 021). */
export function siteOrigin(c: ShopContext): string {
  return siteOriginOf(c);
}
