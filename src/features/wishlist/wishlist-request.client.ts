import { insertHtml } from '../../client/insert-html';
import { theme } from '../../lib/contract-names';

/** `yith_wcwl_l10n` as the page printed it (contract.md); its nonces are renewed by the calls' answers. */
export interface WishlistL10n {
  ajax_url: string;
  multi_wishlist: string;
  modal_enable: string;
  enable_notices: string;
  auto_close_popup: string;
  popup_timeout: string;
  time_to_close_prettyphoto: string;
  remove_from_wishlist_after_add_to_cart: string;
  labels: { cookie_disabled: string; added_to_cart_message: string };
  nonce: Record<string, string>;
}

export const l10n = () => (window as unknown as { yith_wcwl_l10n: WishlistL10n }).yith_wcwl_l10n;
const freshNoncesHeader = 'X-Wishlist-Nonces';

/** One wishlist call: action, its nonce and context=frontend, plus the fields (spec 7.6). */
export async function wishlistCall(action: string, fields: [string, string][], signal?: AbortSignal): Promise<Response> {
  const settings = l10n();
  const body = new URLSearchParams([['action', action], ['nonce', settings.nonce[`${action}_nonce`] ?? ''], ['context', 'frontend'], ...fields]);
  const res = await fetch(settings.ajax_url, { method: 'POST', body, credentials: 'same-origin', signal });
  const fresh = res.headers.get(freshNoncesHeader);
  if (fresh) settings.nonce = JSON.parse(fresh) as Record<string, string>;
  return res;
}

const fragmentElements = (scope: ParentNode) => [...scope.querySelectorAll<HTMLElement>('.wishlist-fragment[data-fragment-options]')];
const keyOf = (el: Element) => [...el.classList].join('.');

/** The page's fragments as the call's `fragments[key][option]` fields (contract.md). */
export function fragmentFields(scope: ParentNode = document): [string, string][] {
  const fields: [string, string][] = [];
  const seen = new Set<string>();
  for (const el of fragmentElements(scope)) {
    const key = keyOf(el);
    if (seen.has(key)) continue;
    seen.add(key);
    const options = JSON.parse(el.dataset.fragmentOptions ?? '{}') as Record<string, unknown>;
    for (const [name, value] of Object.entries(options)) fields.push([`fragments[${key}][${name}]`, String(value)]);
  }
  return fields;
}

/** Puts each answered fragment in the place of every element with its key. */
export function replaceFragments(fragments: Record<string, string> | undefined): void {
  if (!fragments) return;
  for (const el of fragmentElements(document)) {
    const html = fragments[keyOf(el)];
    if (html !== undefined) insertHtml(el, html);
  }
}

/** Spec 7.4, 4.6: the header count label, hidden at 0. */
export async function refreshCount(): Promise<void> {
  const res = await fetch(`${l10n().ajax_url}?action=${theme.wishlistCountAction}`, { credentials: 'same-origin' });
  const count = Number(await res.json());
  for (const label of document.querySelectorAll<HTMLElement>('.wishlist-count-label')) {
    label.textContent = String(count);
    label.dataset.iconLabel = String(count);
    label.hidden = count === 0;
  }
}
