import type { MiddlewareHandler } from 'hono';
import { cms, shop } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { requestInput } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import { requestUrl } from '../../server/request-url.server';
import { addNotice } from '../../server/notices.server';
import type { AppEnv } from '../../server/shop.server';
import { addFromRequest, addRequestFrom } from './cart-actions.server';
import { loadCart } from './service.server';
import { syncCartCookies } from './cart-session.server';

const addFields = new Set(['add-to-cart', 'quantity', 'variation_id', 'product_id']);

/** The page's own URL without the add's fields, so reloading it does not add again; always on this site. */
export function pageWithoutAdd(requestUrl: string): string {
  const url = new URL(requestUrl);
  const kept = [...url.searchParams].filter(([name]) => !addFields.has(name) && !name.startsWith('attribute_'));
  const query = new URLSearchParams(kept).toString();
  return '/' + url.pathname.replace(/^\/+/, '') + (query ? `?${query}` : '');
}

const isPage = (path: string) => !path.startsWith(cms.restPrefix + '/') && path !== cms.ajaxPath;

/**
 * Adding without scripting (contract.md): `?add-to-cart=<id>` on any page (listing links) and a product form
 * posted with `add-to-cart`. The outcome is kept as a notice and the shopper is sent back (303) to the page,
 * or to the cart when the shop says so.
 */
export const addToCartWithoutScript: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'POST') || !isPage(c.req.path) || c.req.query(shop.ajaxQueryKey) !== undefined) return next();
  // A GET without a query string adds nothing: its URL is not parsed for it.
  if (method === 'GET' && !c.req.url.includes('?')) return next();
  const input = method === 'GET' ? requestUrl(c).searchParams : await requestInput(c);
  if (!input.has('add-to-cart')) return next();

  const outcome = await addFromRequest(c, addRequestFrom(input, 'add-to-cart'));
  // A failed add by a visitor without a session makes none just to carry the notice (issue 6 item 11): the
  // product's page says why (sold out, choose a variation); an unknown id goes back to the page.
  if (!outcome.ok && !(await readSession(c))) return c.redirect(outcome.productUrl || pageWithoutAdd(c.req.url), 303);
  if (outcome.ok) {
    const text = vi.cart.added(outcome.name, outcome.quantity);
    await addNotice(c, { kind: 'success', text, link: { href: urls.cart(), label: vi.cart.viewCart } });
  } else {
    await addNotice(c, { kind: 'error', text: outcome.message });
  }
  const db = c.get('deps').database.db;
  syncCartCookies(c, await loadCart(db, (await readSession(c))?.id));
  const toCart = outcome.ok && (await c.get('deps').settings()).cart.redirectAfterAdd;
  return c.redirect(toCart ? urls.cart() : pageWithoutAdd(c.req.url), 303);
};
