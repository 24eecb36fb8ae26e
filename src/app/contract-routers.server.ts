import type { Hono } from 'hono';
import { cms, shop } from '../lib/contract-names';
import { requestInput } from '../server/request.server';
import type { ActionRegistry, AppEnv, ShopContext } from '../server/shop.server';

// A change asked by GET (a link another site can plant) is refused: state changes only by POST (decision 020).
function refusedGet(c: ShopContext, actions: ActionRegistry, name: string | null | undefined): Response | undefined {
  if (c.req.method === 'POST' || actions.allowsGet(name)) return undefined;
  c.header('Allow', 'POST');
  c.header('Cache-Control', 'no-store');
  return c.text('0', 405);
}

/** `/wp-admin/admin-ajax.php`: dispatch on `action`; an unknown or missing action answers 400 `0`. */
export function mountAdminAjax(app: Hono<AppEnv>, actions: ActionRegistry): void {
  app.on(['GET', 'POST'], cms.ajaxPath, async (c) => {
    const input = await requestInput(c);
    const name = input.get('action');
    const handler = actions.get(name);
    if (!handler) return c.text('0', 400);
    return refusedGet(c, actions, name) ?? handler(input, c);
  });
}

/** `/?wc-ajax=<endpoint>` on any path; answers are never cached. Unknown endpoints fall through as pages do. */
export function mountShopAjax(app: Hono<AppEnv>, endpoints: ActionRegistry): void {
  app.use('*', async (c, next) => {
    const endpoint = c.req.query(shop.ajaxQueryKey);
    if (endpoint === undefined) return next();
    const handler = endpoints.get(endpoint);
    if (!handler) return c.text('0', 400);
    const refused = refusedGet(c, endpoints, endpoint);
    if (refused) return refused;
    const response = await handler(await requestInput(c), c);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });
}
