import { dispatchPageEvent } from '../../client/events';
import { wishlist } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { feedbackView, showFeedback } from './popup.client';
import { releaseFocus } from './popup-focus.client';
import { fragmentFields, l10n, refreshCount, replaceFragments, wishlistCall } from './wishlist-request.client';

interface AddAnswer {
  prod_id: number;
  result: 'true' | 'exists' | 'error';
  message: string;
  fragments?: Record<string, string>;
}

const addedFlashMs = 500;

/** The fields of the add call from the button (and, in the popup, the chosen wishlist). */
function addFields(link: HTMLElement, choice: [string, string][]): [string, string][] {
  const chosen = new Map(choice);
  return [
    ['add_to_wishlist', link.dataset.productId ?? ''],
    ['product_type', link.dataset.productType ?? ''],
    ['wishlist_id', chosen.get('wishlist_id') ?? link.dataset.wishlistId ?? ''],
    ...choice.filter(([name]) => name !== 'wishlist_id'),
    ...fragmentFields(),
  ];
}

/**
 * Spec 4.6: loading, the call, the fragments drawn anew, the count fetched again, 'added' for 500 ms. From the add
 * popup (multi mode), the popup itself ends on its feedback view; otherwise the global notice follows single mode.
 */
export async function addToWishlist(link: HTMLElement, choice: [string, string][] = [], popup?: HTMLElement): Promise<void> {
  if (!navigator.cookieEnabled) {
    if (popup) (popup.remove(), releaseFocus(popup));
    window.alert(l10n().labels.cookie_disabled);
    return;
  }
  const productId = link.dataset.productId ?? '';
  const holder = link.closest('.yith-wcwl-add-to-wishlist') ?? link;
  // The fragment keys are the class lists: read them before 'loading' joins them.
  const fields = addFields(link, choice);
  holder.classList.add('loading');
  dispatchPageEvent(document.body, 'adding_to_wishlist', { productId });
  let answer: AddAnswer;
  try {
    answer = (await (await wishlistCall(wishlist.actions.add, fields)).json()) as AddAnswer;
  } catch (failure) {
    if (popup) (popup.remove(), releaseFocus(popup));
    throw failure;
  } finally {
    holder.classList.remove('loading');
  }
  // 'error', or `{"result":false}` for a nonce the page outlived.
  if (answer.result !== 'true' && answer.result !== 'exists') {
    const message = answer.message || vi.wishlist.sessionExpired;
    if (popup?.isConnected) feedbackView(popup, message, false);
    else showFeedback(message, false);
    return;
  }
  replaceFragments(answer.fragments);
  // A variation's button sits in its product's place (reload_on_found_variation).
  for (const button of document.querySelectorAll(`.add-to-wishlist-${productId}, .add-to-wishlist-${link.dataset.originalProductId ?? productId}`)) {
    button.classList.add('added', 'wishlist-added');
    setTimeout(() => button.classList.remove('added'), addedFlashMs);
  }
  if (popup?.isConnected) feedbackView(popup, answer.message, true);
  else if (l10n().multi_wishlist !== '1' && l10n().enable_notices === '1') showFeedback(answer.message, true);
  dispatchPageEvent(document.body, 'added_to_wishlist', { productId, result: answer.result, fragments: answer.fragments });
  await refreshCount();
}

/** Draws the page's fragments for this shopper (saved or not, their other wishlists); `mobile` picks the table's variant. */
export async function refreshButtons(mobile?: boolean): Promise<void> {
  const fields = fragmentFields().map(([name, value]): [string, string] => [name, mobile !== undefined && name.endsWith('[is_mobile]') ? (mobile ? 'yes' : 'no') : value]);
  const res = await wishlistCall(mobile ? wishlist.actions.loadMobile : wishlist.actions.loadFragments, fields);
  if (res.ok) replaceFragments(((await res.json()) as { fragments?: Record<string, string> }).fragments);
}

/** Spec 9.6 reload_on_found_variation: the product's button drawn for the chosen variation (or the product again). */
export async function redrawButtonFor(fragment: HTMLElement, productId: string, signal: AbortSignal): Promise<void> {
  const key = [...fragment.classList].join('.');
  const options = { ...(JSON.parse(fragment.dataset.fragmentOptions ?? '{}') as Record<string, unknown>), product_id: productId };
  const fields = Object.entries(options).map(([name, value]): [string, string] => [`fragments[${key}][${name}]`, String(value)]);
  const res = await wishlistCall(wishlist.actions.loadFragments, fields, signal).catch(() => undefined);
  const answer = res?.ok ? ((await res.json().catch(() => undefined)) as { fragments?: Record<string, string> } | undefined) : undefined;
  if (!signal.aborted) replaceFragments(answer?.fragments);
}
