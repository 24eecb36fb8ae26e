import * as vi from '../../lib/messages/index';
import { element, newWishlistRow } from './add-popup.client';
import { moveRow } from './page-in-browser.client';

/**
 * The move popup (spec 2.10, 5.7): a row's 'change wishlist' select set to 'new' asks for the new wishlist's name
 * and visibility, with the row id hidden; an empty name turns the field red and sends nothing.
 */
export function openMovePopup(select: HTMLSelectElement): void {
  document.querySelector('.yith-wcwl-popup')?.remove();
  const rowId = element<HTMLInputElement>('input', { type: 'hidden', name: 'row_id', value: select.dataset.itemId ?? '' });
  const { name, newRow } = newWishlistRow(false);
  const save = element('button', { type: 'button', className: 'button wishlist-submit' }, vi.wishlist.moveTo);
  const close = element('button', { type: 'button', className: 'close-popup', ariaLabel: vi.wishlist.cancel }, '×');
  const popup = element('div', { className: 'yith-wcwl-popup yith-wcwl-move-popup', role: 'dialog' }, close, element('h3', {}, vi.wishlist.newWishlist), rowId, newRow, save);
  const dismiss = () => {
    popup.remove();
    select.value = '';
  };
  close.addEventListener('click', dismiss);
  save.addEventListener('click', () => {
    if (!name.value.trim()) {
      name.classList.add('invalid');
      name.focus();
      return;
    }
    const visibility = popup.querySelector<HTMLInputElement>('input[name=wishlist_visibility]:checked')?.value ?? '0';
    popup.remove();
    void moveRow(rowId.value, 'new', [['wishlist_name', name.value.trim()], ['wishlist_visibility', visibility]]);
  });
  document.body.append(popup);
  name.focus();
}
