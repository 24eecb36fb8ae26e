import type { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import { staffRoleOf } from '../account/index.server';
import { restError } from '../../server/rest/errors.server';
import { restUserId } from '../../server/rest/rest-user.server';
import { pageChangesMade } from '../../server/page-changes.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';

/** The shop options staff may read and write through `/wc-admin/options`, with the values each takes. */
const shopOptions: Record<string, readonly string[]> = { woocommerce_coming_soon: ['yes', 'no'] };

// As the ecosystem's `manage_woocommerce`: shop managers change the shop; editors only its pages.
async function shopManager(c: ShopContext): Promise<true | Response> {
  const userId = await restUserId(c);
  if (userId === null) return restError(c, 401, 'woocommerce_rest_cannot_update', vi.rest.notLoggedIn);
  return (await staffRoleOf(c.get('deps').database.db, userId)) === 'shop_manager' ? true : restError(c, 403, 'woocommerce_rest_cannot_update', vi.rest.forbidden);
}

/** Each pair must name a shop option with a value it takes; answers the pairs, or the first bad name. */
function checkedOptions(body: unknown): Record<string, string> | string {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length === 0) return 'options';
  for (const [name, value] of Object.entries(body)) {
    if (!Object.hasOwn(shopOptions, name) || typeof value !== 'string' || !shopOptions[name]!.includes(value)) return name.slice(0, 80);
  }
  return body as Record<string, string>;
}

/**
 * `GET|POST /wp-json/wc-admin/options` (spec 7.1, decision 042): a shop manager reads or turns coming-soon mode.
 * A write moves the page generation (migration 015's trigger on settings), and `pageChangesMade` drops every kept
 * page and remembered setting before the answer, so visitors see the change at once.
 */
export function registerShopOptions(rest: Hono<AppEnv>): void {
  rest.get('/wc-admin/options', async (c) => {
    const allowed = await shopManager(c);
    if (allowed !== true) return allowed;
    const names = (c.req.query('options') ?? '').split(',').filter((name) => Object.hasOwn(shopOptions, name));
    const rows = names.length ? await c.get('deps').database.db.selectFrom('settings').select(['name', 'value']).where('name', 'in', names).execute() : [];
    const stored = new Map(rows.map((row) => [row.name, row.value]));
    return c.json(Object.fromEntries(names.map((name) => [name, stored.get(name) ?? 'no'])), 200, { 'Cache-Control': 'no-store' });
  });
  rest.post('/wc-admin/options', async (c) => {
    const allowed = await shopManager(c);
    if (allowed !== true) return allowed;
    const options = checkedOptions(await c.req.json().catch(() => null));
    if (typeof options === 'string') return restError(c, 400, 'rest_invalid_param', vi.rest.invalidParam.replace('%s', options));
    await c.get('deps').database.db.transaction().execute(async (trx) => {
      for (const [name, value] of Object.entries(options)) {
        await trx.insertInto('settings').values({ name, value }).onConflict((oc) => oc.column('name').doUpdateSet({ value })).execute();
      }
    });
    await pageChangesMade();
    return c.json(Object.fromEntries(Object.keys(options).map((name) => [name, true])), 200, { 'Cache-Control': 'no-store' });
  });
}
