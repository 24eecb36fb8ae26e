import { cms, contactForm, shop } from '../lib/contract-names';
import * as vi from '../lib/messages/index';
import type { ShopSettings } from '../settings/groups.server';

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** Spec 3.1 and contract.md: the settings every page defines under the ecosystem's global names. */
export function clientSettings(s: ShopSettings, page: { isCart: boolean; canEditPages: boolean }) {
  return {
    wc_add_to_cart_params: {
      ajax_url: cms.ajaxPath,
      wc_ajax_url: shop.ajaxUrlTemplate,
      i18n_view_cart: vi.catalog.viewCart,
      cart_url: '/gio-hang/',
      is_cart: page.isCart ? '1' : '',
      cart_redirect_after_add: yesNo(s.cart.redirectAfterAdd),
    },
    wc_add_to_cart_variation_params: {
      wc_ajax_url: shop.ajaxUrlTemplate,
      i18n_no_matching_variations_text: vi.product.noMatchingVariations,
      i18n_make_a_selection_text: vi.product.makeASelection,
      i18n_unavailable_text: vi.product.unavailable,
    },
    wc_single_product_params: {
      review_rating_required: yesNo(s.product.reviewRatingRequired),
      i18n_required_rating_text: vi.product.requiredRating,
      photoswipe_options: {
        shareEl: false,
        closeOnScroll: false,
        history: false,
        hideAnimationDuration: 0,
        showAnimationDuration: 0,
      },
      zoom_enabled: '',
      flexslider_enabled: '',
      photoswipe_enabled: '1',
    },
    woocommerce_params: { ajax_url: cms.ajaxPath, wc_ajax_url: shop.ajaxUrlTemplate },
    // The ecosystem's fragments script keeps the fragments in sessionStorage under these names (one shop per origin).
    wc_cart_fragments_params: {
      ajax_url: cms.ajaxPath,
      wc_ajax_url: shop.ajaxUrlTemplate,
      cart_hash_key: shop.cartHashStorageKey,
      fragment_name: shop.fragmentsStorageKey,
      request_timeout: '5000',
    },
    flatsomeVars: {
      ajaxurl: cms.ajaxPath,
      rtl: '',
      sticky_height: '117', // the stuck desktop header (logo row + menu row)
      is_mini_cart_reveal: s.cart.miniCartReveal ? '1' : '',
      user: { can_edit_pages: page.canEditPages ? '1' : '' },
      options: { search_result_latency: String(s.search.resultLatency), search_no_results_notice: s.search.noResultsNotice ? '1' : '' },
      i18n: { mainMenu: vi.chrome.mainMenu },
      lightbox: { close_markup: '<button class="mfp-close" aria-label="' + vi.common.close + '">×</button>', close_btn_inside: 'false' },
    },
    // Spec 9.5: pages may come from the page cache, so forms always refill their challenges on load.
    wpcf7: { api: { root: `${cms.restPrefix}/`, namespace: contactForm.restNamespace }, cached: '1' },
  };
}

// One global's definition; `<` is escaped so no value can close the script.
const settingLine = (name: string, value: object) => `var ${name}=${JSON.stringify(value).replace(/</g, '\\u003c')};`;

// A frozen value handed to many pages (the wishlist's for visitors without a session) is written once.
const linesOf = new WeakMap<object, { name: string; line: string }>();
function rememberedLine(name: string, value: object): string {
  if (!Object.isFrozen(value)) return settingLine(name, value);
  const known = linesOf.get(value);
  if (known?.name === name) return known.line;
  const line = settingLine(name, value);
  linesOf.set(value, { name, line });
  return line;
}

// Per page kind: the shop-wide settings' lines, the same on every page until the settings are reread, and the last
// script whose extra settings were all shared (frozen) objects, handed out again as the same string (every visitor
// without a session) so that its digest is found without reading it through.
interface KindScripts {
  lines: Map<string, string>;
  last?: { more: (Record<string, object> | undefined)[]; script: string };
}
const scriptsOf = new WeakMap<ShopSettings, KindScripts[]>();

const shared = (more: Record<string, object> | undefined) => more === undefined || (Object.isFrozen(more) && Object.values(more).every(Object.isFrozen));

/**
 * The inline script that defines the page's settings: the shop-wide ones with `more` spread over them (a later name
 * replaces an earlier one in its place); the shop-wide part's JSON is made once per settings object and page kind.
 */
export function pageSettingsScript(s: ShopSettings, page: { isCart: boolean; canEditPages: boolean }, ...more: (Record<string, object> | undefined)[]): string {
  let byKind = scriptsOf.get(s);
  if (!byKind) scriptsOf.set(s, (byKind = []));
  const kind = (page.isCart ? 2 : 0) + (page.canEditPages ? 1 : 0);
  const scripts = (byKind[kind] ??= { lines: new Map(Object.entries(clientSettings(s, page)).map(([name, value]) => [name, settingLine(name, value)])) });
  const last = scripts.last;
  if (last && last.more.length === more.length && last.more.every((m, i) => m === more[i])) return last.script;
  const lines = new Map(scripts.lines);
  for (const settings of more) for (const [name, value] of Object.entries(settings ?? {})) lines.set(name, rememberedLine(name, value));
  const script = [...lines.values()].join('\n');
  if (more.every(shared)) scripts.last = { more, script };
  return script;
}
