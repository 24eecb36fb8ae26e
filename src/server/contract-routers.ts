import type { Hono } from 'hono';
import { cms, shop } from '../lib/contract-names';
import type { ActionRegistry, AppEnv, ShopContext } from './shop';

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

/** `/wp-admin/admin-ajax.php`: dispatch on `action`; an unknown or missing action answers 400 `0`. */
export function mountAdminAjax(app: Hono<AppEnv>, actions: ActionRegistry): void {
  app.on(['GET', 'POST'], cms.ajaxPath, async (c) => {
    const input = await requestInput(c);
    const handler = actions.get(input.get('action'));
    if (!handler) return c.text('0', 400);
    return handler(input, c);
  });
}

/** `/?wc-ajax=<endpoint>` on any path; answers are never cached. Unknown endpoints fall through as pages do. */
export function mountShopAjax(app: Hono<AppEnv>, endpoints: ActionRegistry): void {
  app.use('*', async (c, next) => {
    const endpoint = c.req.query(shop.ajaxQueryKey);
    if (endpoint === undefined) return next();
    const handler = endpoints.get(endpoint);
    if (!handler) return c.text('0', 400);
    const response = await handler(await requestInput(c), c);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });
}
