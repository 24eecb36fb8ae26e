import * as vi from '../../lib/messages/index';
import { cms, contactForm, quickBuy, shopEndpoints, theme, wishlist } from '../../lib/contract-names';
import { urls } from '../../lib/urls';
import { restError } from '../../server/rest/errors.server';
import type { ShopContext } from '../../server/shop.server';
import { noticesHtml } from '../../ui/notices.server';

/** Decision 042: a call refused while the shop is coming soon says so with 403, not 503: the shop is not down. */
export const notOpenYet = 403;

type Refusal = (c: ShopContext) => Response;
const noStore = { 'Cache-Control': 'no-store' };
const json = (body: unknown): Refusal => (c) => c.json(body, notOpenYet, noStore);
const errorNotice = () => noticesHtml([{ kind: 'error', text: vi.rest.comingSoonText }]);
const notices: Refusal = (c) => c.html(errorNotice(), notOpenYet, noStore);
const answerZero: Refusal = (c) => c.text('0', notOpenYet, noStore);
const quickBuyFailure = json({ success: false, data: vi.rest.comingSoonText });

// Each call's own failure shape (contract.md, spec 7), so the shop's scripts fail as they already know how to.
const adminAjaxRefusals = new Map(Object.entries<Refusal>({
  [theme.searchAction]: json({ suggestions: [] }),
  [theme.quickViewAction]: (c) => c.body(null, notOpenYet, noStore),
  [quickBuy.areasAction]: quickBuyFailure,
  [quickBuy.couponAction]: quickBuyFailure,
  [quickBuy.orderAction]: quickBuyFailure,
  ...Object.fromEntries(Object.values(wishlist.actions).map((action) => [action, json({ result: false })])),
}));

// The product's permalink would name the product behind an id; the home page is the coming-soon page.
const shopAjaxRefusals = new Map(Object.entries<Refusal>({
  add_to_cart: json({ error: true, product_url: urls.home() }),
  remove_from_cart: json({ success: false }),
  get_refreshed_fragments: json({ success: false }),
  get_variation: json(false),
  [shopEndpoints.applyCoupon]: notices,
  [shopEndpoints.removeCoupon]: notices,
  [shopEndpoints.updateShippingMethod]: notices,
  [shopEndpoints.getCartTotals]: notices,
  [shopEndpoints.updateOrderReview]: (c) => c.json({ result: 'failure', messages: errorNotice(), reload: true, fragments: {} }, notOpenYet, noStore),
  [shopEndpoints.checkout]: (c) => c.json({ result: 'failure', messages: errorNotice(), refresh: false, reload: false }, notOpenYet, noStore),
}));

// Asked by the account pages (the REST nonce's refresh, the user's own REST route) and the public contact forms.
const openAdminAjax = new Set(['rest-nonce']);
const openRest = [`${cms.restPrefix}/${contactForm.restNamespace}/`, `${cms.restPrefix}/wp/v2/users/`];

/** The refusal of an admin-ajax action a visitor may not call while coming soon; undefined when it stays open. */
export function refusedAdminAjax(action: string | null): Refusal | undefined {
  if (action !== null && openAdminAjax.has(action)) return undefined;
  return adminAjaxRefusals.get(action ?? '') ?? answerZero;
}

/** Every shop-ajax endpoint is the cart's, the checkout's or the catalogue's: all refused. */
export const refusedShopAjax = (endpoint: string): Refusal => shopAjaxRefusals.get(endpoint) ?? answerZero;

/** The refusal of a REST route outside the account and the contact forms (the media list among them). */
export function refusedRest(path: string): Refusal | undefined {
  if (openRest.some((prefix) => path.startsWith(prefix))) return undefined;
  return (c) => restError(c, notOpenYet, 'rest_forbidden', vi.rest.comingSoonText);
}
