import { cartPopupId } from './cart-hooks';

/** Spec 4.2, 9.4: how long the revealed cart dropdown stays open. */
export const revealMs = 5000;
let closing: ReturnType<typeof setTimeout> | undefined;

export function revealEnabled(): boolean {
  return Boolean((globalThis as { flatsomeVars?: { is_mini_cart_reveal?: string } }).flatsomeVars?.is_mini_cart_reveal);
}

/** Opens the header cart dropdown for a while; where the header shows none, opens the off-canvas cart. */
export function revealMiniCart(): void {
  const item = document.querySelector<HTMLElement>('.header .cart-item.has-dropdown');
  const dropdown = item?.querySelector(':scope > .nav-dropdown');
  if (item && dropdown && getComputedStyle(dropdown).display !== 'none') {
    item.classList.add('current-dropdown');
    clearTimeout(closing);
    closing = setTimeout(() => item.classList.remove('current-dropdown'), revealMs);
    return;
  }
  document.querySelector<HTMLElement>(`[data-open="#${cartPopupId}"]`)?.click();
}
