import * as vi from '../../lib/messages/index';
import { addToWishlist } from './add-in-browser.client';
import { holdFocus, releaseFocus } from './popup-focus.client';

/** A small element builder for the popups drawn in the browser. */
export function element<T extends HTMLElement = HTMLElement>(tag: string, props: Record<string, unknown> = {}, ...children: (Node | string)[]): T {
  const el = Object.assign(document.createElement(tag), props) as T;
  el.append(...children);
  return el;
}

/** The 'new wishlist' row of the add and move popups (spec 2.10): a name field and a visibility radio. */
export function newWishlistRow(hidden: boolean): { name: HTMLInputElement; newRow: HTMLElement } {
  const name = element<HTMLInputElement>('input', { type: 'text', name: 'wishlist_name', placeholder: vi.wishlist.wishlistName, maxLength: 100 });
  const radios = vi.wishlist.privacy.map((label, value) =>
    element('label', {}, element('input', { type: 'radio', name: 'wishlist_visibility', value: String(value), checked: value === 0 }), label),
  );
  name.addEventListener('input', () => name.classList.remove('invalid'));
  return { name, newRow: element('div', { className: 'yith-wcwl-second-row', hidden }, name, element('fieldset', { className: 'wishlist-visibility' }, ...radios)) };
}

/**
 * The add popup of multi-wishlist mode (spec 2.10, 4.6, 5.7): a select of the shopper's wishlists and 'new', which
 * reveals a name and a visibility radio; an empty name turns the field red and sends nothing.
 */
export function openAddPopup(link: HTMLElement): void {
  document.querySelector('.yith-wcwl-popup')?.remove();
  const lists = [...(link.closest('.yith-wcwl-add-to-wishlist')?.querySelectorAll<HTMLElement>('.yith-wcwl-dropdown a[data-wishlist-id]') ?? [])];
  const select = element<HTMLSelectElement>('select', { name: 'wishlist_id', className: 'wishlist-select', ariaLabel: vi.wishlist.defaultName }, element('option', { value: '' }, vi.wishlist.defaultName));
  for (const a of lists) select.append(element('option', { value: a.dataset.wishlistId ?? '' }, a.textContent ?? ''));
  select.append(element('option', { value: 'new' }, vi.wishlist.newWishlist));
  const { name, newRow } = newWishlistRow(true);
  select.addEventListener('change', () => (newRow.hidden = select.value !== 'new'));
  const save = element('button', { type: 'button', className: 'button wishlist-submit' }, vi.wishlist.addToWishlist);
  const close = element('button', { type: 'button', className: 'close-popup', ariaLabel: vi.wishlist.cancel }, '×');
  const tabs = element('ul', { className: 'yith-wcwl-popup-tabs' }, element('li', { className: 'tab active' }, vi.wishlist.addToWishlist), element('li', { className: 'tab create' }, vi.wishlist.create));
  tabs.lastElementChild!.addEventListener('click', () => {
    select.value = 'new';
    newRow.hidden = false;
  });
  const popup = element('div', { className: 'yith-wcwl-popup yith-wcwl-add-popup', role: 'dialog', ariaModal: 'true', ariaLabel: vi.wishlist.addToWishlist }, close, tabs, select, newRow, save);
  const dismiss = () => (popup.remove(), releaseFocus(popup));
  close.addEventListener('click', dismiss);
  save.addEventListener('click', () => {
    const visibility = popup.querySelector<HTMLInputElement>('input[name=wishlist_visibility]:checked')?.value ?? '0';
    if (select.value === 'new' && !name.value.trim()) {
      name.classList.add('invalid');
      name.focus();
      return;
    }
    // The popup stays, loading, until the answer turns it into its feedback view (spec 2.10, 8.7).
    popup.classList.add('loading');
    save.setAttribute('disabled', '');
    void addToWishlist(link, [['wishlist_id', select.value], ['wishlist_name', name.value.trim()], ['wishlist_visibility', visibility]], popup).then(() => popup.querySelector<HTMLElement>('.close-popup')?.focus());
  });
  holdFocus(popup, () => popup.remove());
  document.body.append(popup);
  select.focus();
}
