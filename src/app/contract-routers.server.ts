import type { Hono } from 'hono';
import { cms, shop } from '../lib/contract-names';
import { requestInput } from '../server/request.server';
import type { ActionRegistry, AppEnv } from '../server/shop.server';

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
