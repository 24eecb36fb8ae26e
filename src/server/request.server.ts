import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cms, shop } from '../lib/contract-names';
import * as vi from '../lib/messages/index';
import { holdsUnstorable, storableText } from '../lib/storable-text';
import { requestUrl } from './request-url.server';
import { restError } from './rest/errors.server';
import type { AppEnv, ShopContext } from './shop.server';
import { siteOriginOf } from './trusted-host.server';

// The fields of each request input whose values held characters the database refuses (replaced).
const cleanedFields = new WeakMap<URLSearchParams, ReadonlySet<string>>();

const urlEncoded = 'application/x-www-form-urlencoded';
const multipart = 'multipart/form-data';

/** The body's form media type, when it is one: media types are case-insensitive (RFC 9110 8.3.1). */
function formMediaType(c: ShopContext): typeof urlEncoded | typeof multipart | undefined {
  const type = c.req.header('content-type')?.split(';')[0]!.trim().toLowerCase();
  return type === urlEncoded || type === multipart ? type : undefined;
}

/**
 * Query string and form body (url-encoded or multipart, files left out) as one flat input. Characters a
 * database refuses are replaced here (U+FFFD), once for every handler; `unstorableFields` names the fields that held any.
 */
export async function requestInput(c: ShopContext): Promise<URLSearchParams> {
  const raw: [string, string][] = [...requestUrl(c).searchParams];
  const form = c.req.method === 'POST' ? formMediaType(c) : undefined;
  // A url-encoded body is read as a query string: the fetch API's form parser takes several times as long.
  if (form === urlEncoded) raw.push(...new URLSearchParams(await c.req.text().catch(() => '')));
  if (form === multipart) {
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

/** More fields than any form of the shop posts: checkout sends about 50, a cart page one per line (decision 086). */
export const maxFormFields = 1000;

/** How many fields the form body holds, counted on its bytes; past `max` it stops counting. */
function formFieldCount(body: Buffer, form: typeof urlEncoded | typeof multipart, contentType: string, max: number): number {
  let separator: Buffer;
  let count: number;
  if (form === urlEncoded) {
    if (!body.length) return 0;
    [separator, count] = [Buffer.from('&'), 1];
  } else {
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    if (!boundary) return 0;
    // Each part opens with the delimiter, and one more closes the body.
    [separator, count] = [Buffer.from(`--${boundary[1] ?? boundary[2]}`), -1];
  }
  for (let at = body.indexOf(separator); at !== -1 && count <= max; at = body.indexOf(separator, at + separator.length)) count++;
  return count;
}

/**
 * Refuses a form body with more fields than any form of the shop posts, counted on its bytes before any parser
 * builds them: 130,000 empty names in 256 KB held the event loop 300 ms in the parser (decision 086).
 */
export function formFieldsWithin(max = maxFormFields): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const form = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : formMediaType(c);
    if (!form) return next();
    // Read once here; the routes' own reads (requestInput, formData) are answered from Hono's copy.
    const body = await c.req.arrayBuffer().catch(() => undefined);
    if (body && formFieldCount(Buffer.from(body), form, c.req.header('content-type') ?? '', max) > max) {
      return requestRefusal(c, 400, 'rest_invalid_param', vi.common.badRequest);
    }
    return next();
  };
}

/** A request refused before its route, in the shape its caller reads: REST's under /wp-json/, `0` for ajax, else text. */
export function requestRefusal(c: ShopContext, status: ContentfulStatusCode, restCode: string, message: string): Response {
  if (c.req.path.startsWith(cms.restPrefix + '/')) return restError(c, status, restCode, message);
  const ajax = c.req.path === cms.ajaxPath || c.req.query(shop.ajaxQueryKey) !== undefined;
  return c.text(ajax ? '0' : message, status, { 'Cache-Control': 'no-store' });
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
