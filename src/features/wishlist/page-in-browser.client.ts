import { dispatchPageEvent } from '../../client/events';
import { wishlist } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { showFeedback } from './popup.client';
import { fragmentFields, l10n, refreshCount, replaceFragments, wishlistCall } from './wishlist-request.client';

const { actions } = wishlist;
const quantityDebounceMs = 1000;
const table = () => document.querySelector<HTMLElement>('table.wishlist_table');
const token = () => table()?.dataset.token ?? '';

async function callAndRedraw(action: string, fields: [string, string][]): Promise<Record<string, unknown> | undefined> {
  const res = await wishlistCall(action, [...fields, ...fragmentFields()]);
  if (!res.ok) return undefined;
  const answer = (await res.json()) as { fragments?: Record<string, string> } & Record<string, unknown>;
  replaceFragments(answer.fragments);
  return answer;
}

export async function removeRow(rowId: string): Promise<void> {
  if (!(await callAndRedraw(actions.remove, [['remove_from_wishlist', rowId], ['wishlist_token', token()]]))) return;
  // Spec 2.10: the global notice popup follows a remove too when multi-wishlist mode is off.
  if (l10n().multi_wishlist !== '1' && l10n().enable_notices === '1') showFeedback(vi.wishlist.removed, true);
  dispatchPageEvent(document.body, 'removed_from_wishlist', { rowId });
  await refreshCount();
}

export async function moveRow(rowId: string, destination: string, newList: [string, string][] = []): Promise<void> {
  const source = token();
  if (!source || !destination || !rowId) return; // spec 5.7: all three or nothing is sent
  const answer = await callAndRedraw(actions.move, [['wishlist_token', source], ['destination_wishlist_token', destination], ['item_id', rowId], ...newList]);
  if (!answer) return;
  if (typeof answer.message === 'string') showFeedback(answer.message, true);
  dispatchPageEvent(document.body, 'moved_to_another_wishlist', { rowId, destination });
}

let pendingQuantity: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | undefined;

/** Spec 4.6: quantity updates wait 1 s after the last change; a pending one is aborted when a new one starts. */
export function updateQuantity(input: HTMLInputElement): void {
  const rowId = input.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
  if (!rowId) return;
  if (pendingQuantity) {
    clearTimeout(pendingQuantity.timer);
    pendingQuantity.controller.abort();
  }
  const controller = new AbortController();
  const timer = setTimeout(() => {
    void wishlistCall(actions.updateQuantity, [['product_id', rowId], ['wishlist_token', token()], ['quantity', input.value]], controller.signal).catch(() => undefined);
  }, quantityDebounceMs);
  pendingQuantity = { timer, controller };
}

/** Spec 5.7: an empty title is marked invalid and focused, and so is one the server refuses. */
export async function saveTitle(button: HTMLElement): Promise<void> {
  const form = button.closest<HTMLElement>('.hidden-title-form');
  const input = form?.querySelector<HTMLInputElement>('input[name=wishlist_name]');
  if (!form || !input) return;
  if (!input.value.trim()) {
    input.classList.add('invalid');
    input.focus();
    return;
  }
  const res = await wishlistCall(actions.saveTitle, [['wishlist_id', button.dataset.wishlistId ?? ''], ['title', input.value], ...fragmentFields()]);
  const answer = res.ok ? ((await res.json()) as { result: boolean; fragments?: Record<string, string> }) : { result: false };
  if (!answer.result) {
    input.classList.add('invalid');
    input.focus();
    return;
  }
  const heading = form.parentElement?.querySelector('.wishlist-title h2');
  if (heading) heading.textContent = input.value.trim();
  form.hidden = true;
  replaceFragments(answer.fragments);
}

export async function savePrivacy(select: HTMLSelectElement): Promise<void> {
  await wishlistCall(actions.savePrivacy, [['wishlist_id', select.dataset.wishlistId ?? ''], ['privacy', select.value]]);
}

/** Spec 4.6: the cart's call already took the owner's row out (when the shop says so); the table is drawn anew. */
export async function afterAddedToCart(button: HTMLElement): Promise<void> {
  const rowId = button.dataset.remove_from_wishlist_after_add_to_cart;
  const owned = document.querySelector('.yith-wcwl-form[data-fragment-options*="\\"is_user_owner\\":true"]');
  showFeedback(l10n().labels.added_to_cart_message, true);
  if (!rowId || !owned || l10n().remove_from_wishlist_after_add_to_cart !== '1') return;
  if (!(await callAndRedraw(actions.loadFragments, []))) return;
  dispatchPageEvent(document.body, 'removed_from_wishlist', { rowId });
  await refreshCount();
}

export async function copyShareLink(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('.yith-wcwl-share .copy-target');
  if (!input) return;
  await navigator.clipboard.writeText(input.value).catch(() => {
    input.select();
    document.execCommand('copy');
  });
  document.querySelector('.copy-trigger')?.classList.add('copied');
}

let pendingSort: AbortController | undefined;

/** Sends the table's row order (spec 7.6); a pending sort request is aborted when a new one starts (spec 4.6). */
export function sendOrder(t: HTMLTableElement): Promise<Response | undefined> {
  pendingSort?.abort();
  const controller = (pendingSort = new AbortController());
  const positions = [...t.querySelectorAll<HTMLElement>('tr[data-row-id]')].map((r): [string, string] => ['positions[]', r.dataset.rowId ?? '']);
  const fields: [string, string][] = [...positions, ['wishlist_token', t.dataset.token ?? ''], ['page', t.dataset.page ?? '1'], ['per_page', t.dataset.perPage ?? '0']];
  return wishlistCall(actions.sort, fields, controller.signal).catch(() => undefined);
}
