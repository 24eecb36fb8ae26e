import { cms, wishlist } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { nonceTick } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import type { ShopSettings } from '../../settings/groups.server';
import { wishlistNoncesFor } from './nonces.server';

type WishlistSettings = ShopSettings['wishlist'];

const flag = (on: boolean) => (on ? '1' : '');

function scriptSettings(s: WishlistSettings, nonce: Record<string, string>) {
  return {
    [wishlist.settingsGlobal]: {
      ajax_url: cms.ajaxPath,
      redirect_to_cart: s.redirectToCart ? 'yes' : 'no',
      multi_wishlist: flag(s.multiWishlist),
      modal_enable: flag(s.modalEnable),
      hide_add_button: flag(s.hideAddButton),
      enable_tooltip: flag(s.enableTooltip),
      enable_drag_n_drop: flag(s.enableDragAndDrop),
      enable_notices: flag(s.enableNotices),
      auto_close_popup: flag(s.autoClosePopup),
      popup_timeout: String(s.popupTimeout),
      time_to_close_prettyphoto: String(s.estimateCloseDelay),
      remove_from_wishlist_after_add_to_cart: flag(s.removeAfterAddToCart),
      reload_on_found_variation: flag(s.reloadOnFoundVariation),
      is_wishlist_responsive: flag(s.isResponsive),
      enable_ajax_loading: flag(s.enableAjaxLoading),
      disable_popup_grid_view: flag(s.disablePopupGridView),
      mobile_media_query: String(s.mobileMaxWidth),
      fragments_index_glue: '.',
      labels: { cookie_disabled: vi.wishlist.cookieDisabled, added_to_cart_message: vi.wishlist.addedToCart },
      actions: Object.fromEntries(Object.values(wishlist.actions).map((a) => [`${a}_action`, a])),
      nonce,
    },
  };
}

type ScriptSettings = ReturnType<typeof scriptSettings>;

// Every visitor without a session gets the same settings until they are reread or the nonces' tick turns: one
// object for all of them (the page's settings script reuses its line too). Never changed once made.
const sessionless = new WeakMap<WishlistSettings, { tick: number; secret: string; value: ScriptSettings }>();

/** `yith_wcwl_l10n` (spec 3.1, 9.6; contract.md): the wishlist flags, labels, action names and nonces of every page. */
export async function wishlistScriptSettings(c: ShopContext): Promise<ScriptSettings> {
  const [settings, session] = await Promise.all([c.get('deps').settings(), readSession(c)]);
  const s = settings.wishlist;
  const secret = c.get('deps').config.sessionSecret;
  const tick = nonceTick(Date.now());
  if (session) return scriptSettings(s, wishlistNoncesFor(secret, session.id, tick));
  const known = sessionless.get(s);
  if (known?.tick === tick && known.secret === secret) return known.value;
  const value = scriptSettings(s, wishlistNoncesFor(secret, '', tick));
  // Frozen, the shared object cannot be changed by a page, and the settings script writes its line once.
  const global = value[wishlist.settingsGlobal];
  for (const part of [value, global, global.labels, global.actions, global.nonce]) Object.freeze(part);
  sessionless.set(s, { tick, secret, value });
  return value;
}
