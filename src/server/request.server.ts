import type { MiddlewareHandler } from 'hono';
import * as vi from '../lib/messages/index';
import { holdsUnstorable, storableText } from '../lib/storable-text';
import type { ShopContext } from './shop.server';

// The fields of each request input whose values held characters the database refuses (taken out).
const cleanedFields = new WeakMap<URLSearchParams, ReadonlySet<string>>();

/**
 * Query string and form body (url-encoded or multipart, files left out) as one flat input. Characters a
 * database refuses are taken out here, once for every handler; `unstorableFields` names the fields that held any.
 */
export async function requestInput(c: ShopContext): Promise<URLSearchParams> {
  const raw: [string, string][] = [...new URLSearchParams(new URL(c.req.url).search)];
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

/** The fields of a `requestInput` whose values held characters the database refuses (now taken out). */
export function unstorableFields(input: URLSearchParams): ReadonlySet<string> {
  return cleanedFields.get(input) ?? new Set();
}

/** A NUL in a URL is never a shopper's text: refuse it before any route, search or parameter reads it. */
export const refuseUnstorableUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/.test(c.req.url)) return c.text(vi.common.badRequest, 400);
  await next();
};

/** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(c: ShopContext): string {
  return c.var.deps.config.publicUrl ?? new URL(c.req.url).origin;
}
