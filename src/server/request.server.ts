import type { ShopContext } from './shop.server';
import { siteOriginOf } from './trusted-host.server';

/** Query string and form body (url-encoded or multipart, files left out) as one flat input. */
export async function requestInput(c: ShopContext): Promise<URLSearchParams> {
  const input = new URLSearchParams(new URL(c.req.url).search);
  const type = c.req.header('content-type') ?? '';
  if (c.req.method === 'POST' && /application\/x-www-form-urlencoded|multipart\/form-data/.test(type)) {
    const body = await c.req.parseBody({ all: true }).catch(() => ({}));
    for (const [name, value] of Object.entries(body)) {
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') input.append(name, v);
    }
  }
  return input;
}

/** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's checked Host (decision 021). */
export function siteOrigin(c: ShopContext): string {
  return siteOriginOf(c);
}
