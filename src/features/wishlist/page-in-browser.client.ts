import { dispatchPageEvent } from '../../client/events';
import { wishlist } from '../../lib/contract-names';
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
  dispatchPageEvent(document.body, 'removed_from_wishlist', { rowId });
  await refreshCount();
}

export async function moveRow(rowId: string, destination: string): Promise<void> {
  const source = token();
  if (!source || !destination || !rowId) return; // spec 5.7: all three or nothing is sent
  const answer = await callAndRedraw(actions.move, [['wishlist_token', source], ['destination_wishlist_token', destination], ['item_id', rowId]]);
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

/** Spec 4.6: an item added to the cart from its owner's wishlist leaves it, when the shop says so. */
export async function afterAddedToCart(button: HTMLElement): Promise<void> {
  const rowId = button.dataset.rowId;
  const owned = document.querySelector('.yith-wcwl-form [data-fragment-options*="\\"is_user_owner\\":true"]') ?? document.querySelector('.yith-wcwl-form[data-fragment-options*="\\"is_user_owner\\":true"]');
  showFeedback(l10n().labels.added_to_cart_message, true);
  if (rowId && owned && l10n().remove_from_wishlist_after_add_to_cart === '1') await removeRow(rowId);
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

/** Moves a row one place up or down and sends the new order; a pending sort request is aborted when a new one starts (spec 4.6). */
export function moveRowBy(button: HTMLElement): void {
  const row = button.closest<HTMLElement>('tr[data-row-id]');
  const sibling = button.dataset.direction === 'up' ? row?.previousElementSibling : row?.nextElementSibling;
  if (!row || !sibling) return;
  if (button.dataset.direction === 'up') sibling.before(row);
  else sibling.after(row);
  row.querySelector<HTMLElement>(`.move-row[data-direction="${button.dataset.direction}"]`)?.focus();
  pendingSort?.abort();
  pendingSort = new AbortController();
  const positions = [...document.querySelectorAll<HTMLElement>('table.wishlist_table tr[data-row-id]')].map((r): [string, string] => ['positions[]', r.dataset.rowId ?? '']);
  const t = table();
  const fields: [string, string][] = [...positions, ['wishlist_token', token()], ['page', t?.dataset.page ?? '1'], ['per_page', t?.dataset.perPage ?? '0']];
  void wishlistCall(actions.sort, fields, pendingSort.signal).catch(() => undefined);
}
