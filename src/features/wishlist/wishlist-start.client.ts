// What the browser entry starts on every page: delegated listeners only; the wishlist code loads on first use.
const adding = () => import('./add-in-browser.client');
const popup = () => import('./add-popup.client');
const page = () => import('./page-in-browser.client');
const estimate = () => import('./estimate.client');
const sorting = () => import('./sort-rows.client');
const suggestions = () => import('./frequently-bought.client');
const movePopup = () => import('./move-popup.client');

type Settings = { multi_wishlist: string; modal_enable: string; reload_on_found_variation: string; enable_tooltip: string; redirect_to_cart: string; enable_ajax_loading: string; is_wishlist_responsive: string; mobile_media_query: string };
const settings = () => (window as unknown as { yith_wcwl_l10n?: Settings }).yith_wcwl_l10n;
const cartParams = () => (window as unknown as { wc_add_to_cart_params?: { cart_redirect_after_add: string } }).wc_add_to_cart_params;
let redirectBeforeWishlistAdd: string | undefined;
const reloadFragmentsEvent = 'yith_wcwl_reload_fragments';
let variationRedraw: AbortController | undefined;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const add = target.closest<HTMLElement>('a.add_to_wishlist');
  if (add) {
    event.preventDefault();
    const s = settings();
    const withPopup = s?.multi_wishlist === '1' && s.modal_enable === '1' && !add.dataset.wishlistId;
    void (withPopup ? popup().then((p) => p.openAddPopup(add)) : adding().then((a) => a.addToWishlist(add)));
    return;
  }
  const suggested = target.closest<HTMLElement>('a.add-to-wishlist-fbt');
  if (suggested) {
    event.preventDefault();
    void suggestions().then((f) => f.reloadAndAdd(suggested));
    return;
  }
  const thumbnail = target.closest<HTMLAnchorElement>('.wishlist_table.details-popup .product-thumbnail a');
  if (thumbnail) return toggleGridDetails(event, thumbnail);
  const remove = target.closest<HTMLElement>('a.remove_from_wishlist');
  if (remove?.dataset.rowId) {
    event.preventDefault();
    void page().then((p) => p.removeRow(remove.dataset.rowId!));
    return;
  }
  if (target.closest('.show-title-form')) return toggleTitleForm(target, true);
  if (target.closest('.hide-title-form')) return toggleTitleForm(target, false);
  const save = target.closest<HTMLElement>('.save-title-form');
  if (save) void page().then((p) => p.saveTitle(save));
  if (target.closest('.copy-trigger')) void page().then((p) => p.copyShareLink());
  if (target.closest('.ask-an-estimate-button')) void estimate().then((e) => e.openEstimate());
  const send = target.closest<HTMLElement>('.submit-estimate');
  if (send) void estimate().then((e) => e.sendEstimate(send));
}

/** Spec 4.6: the wishlist's redirect-to-cart setting stands for the cart's during an add from the wishlist (capture: before the cart's own listener). */
function overrideRedirect(event: MouseEvent): void {
  const params = cartParams();
  const fromWishlist = event.target instanceof Element && event.target.closest('.wishlist_table .add_to_cart_button');
  if (!fromWishlist || !params || redirectBeforeWishlistAdd !== undefined) return;
  redirectBeforeWishlistAdd = params.cart_redirect_after_add;
  params.cart_redirect_after_add = settings()?.redirect_to_cart ?? params.cart_redirect_after_add;
}

/** Spec 2.10: in the image grid a thumbnail click opens or closes the item's details, in place of following the link. */
function toggleGridDetails(event: MouseEvent, thumbnail: HTMLAnchorElement): void {
  event.preventDefault();
  const open = thumbnail.closest('tr')?.classList.toggle('details-open') ?? false;
  thumbnail.setAttribute('aria-expanded', String(open));
}

/** Spec 4.6: the sorting chunk (dnd-kit) loads when the owner reaches for a drag handle, by pointer or keyboard. */
function onReachHandle(event: Event): void {
  const table = event.target instanceof Element ? event.target.closest('.drag-handle')?.closest('table.wishlist_table') : null;
  if (table instanceof HTMLTableElement && !table.dataset.sortable) void sorting().then((s) => s.makeSortable(table));
}

function toggleTitleForm(target: Element, show: boolean): void {
  const container = target.closest('.wishlist-title-container');
  const form = container?.querySelector<HTMLElement>('.hidden-title-form');
  if (form) form.hidden = !show;
  if (show) form?.querySelector('input')?.focus();
}

function onChange(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  if (target.matches('select.change-wishlist')) {
    const select = target as HTMLSelectElement;
    if (select.value === 'new') void movePopup().then((m) => m.openMovePopup(select));
    else void page().then((p) => p.moveRow(select.dataset.itemId ?? '', select.value));
  }
  if (target.matches('select.wishlist-visibility')) void page().then((p) => p.savePrivacy(target as HTMLSelectElement));
  else if (target.matches('#bulk_add_to_cart')) {
    for (const box of document.querySelectorAll<HTMLInputElement>('.wishlist_table tbody input[type=checkbox]')) box.checked = (target as HTMLInputElement).checked;
  }
}

/** Spec 4.6: every keystroke in a quantity restarts the 1-second wait. */
function onInput(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLInputElement && target.matches('.wishlist_table input.qty')) void page().then((p) => p.updateQuantity(target));
}

/** Spec 5.7: Enter in a wishlist quantity does nothing (it would post the whole form). */
function onKeydown(event: KeyboardEvent): void {
  if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.matches('.wishlist_table input.qty')) event.preventDefault();
}

function onAddedToCart(event: Event): void {
  const params = cartParams();
  if (params && redirectBeforeWishlistAdd !== undefined) params.cart_redirect_after_add = redirectBeforeWishlistAdd;
  redirectBeforeWishlistAdd = undefined;
  const button = (event as CustomEvent<{ button?: Element }>).detail?.button;
  if (button instanceof HTMLElement && button.closest('.wishlist_table')) void page().then((p) => p.afterAddedToCart(button));
}

/** Spec 4.3, 9.6: the add button follows the chosen variation and returns to the product on reset; with reload_on_found_variation it is drawn anew for the choice. */
function onVariation(event: Event): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const productId = form?.dataset.product_id;
  const fragment = productId ? document.querySelector<HTMLElement>(`.add-to-wishlist-${productId}.wishlist-fragment`) : null;
  if (!productId || !fragment) return;
  const variation = event.type === 'found_variation' ? (event as CustomEvent<{ variation_id?: number }>).detail?.variation_id : undefined;
  const chosen = variation ? String(variation) : productId;
  const link = fragment.querySelector<HTMLElement>('a.add_to_wishlist.single_add_to_wishlist');
  if (link) link.dataset.productId = chosen;
  if (settings()?.reload_on_found_variation !== '1') return;
  // The later choice wins: the earlier redraw is aborted now, whatever order the chunk's promises settle in.
  variationRedraw?.abort();
  const { signal } = (variationRedraw = new AbortController());
  void adding().then((a) => a.redrawButtonFor(fragment, chosen, signal));
}

export function startWishlistBehaviours(): void {
  document.addEventListener('click', overrideRedirect, true);
  document.addEventListener('click', onClick);
  document.addEventListener('change', onChange);
  document.addEventListener('input', onInput);
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('pointerover', onReachHandle, { passive: true });
  document.addEventListener('focusin', onReachHandle);
  document.addEventListener('found_variation', onVariation);
  document.addEventListener('reset_data', onVariation);
  document.body.addEventListener('added_to_cart', onAddedToCart);
  // Shoppers with saved items see their own button states over the cached page's plain ones; so does everyone with ajax loading on.
  const count = document.querySelector<HTMLElement>('.wishlist-count-label');
  const s = settings();
  // Spec 2.10, 9.6: cached pages draw every button with its tooltip; with enable_tooltip off it shows as a plain label.
  if (s && s.enable_tooltip !== '1') document.documentElement.classList.add('wishlist-no-tooltip');
  const ownStates = (count && !count.hidden) || s?.enable_ajax_loading === '1';
  if (ownStates && document.querySelector('.yith-wcwl-add-to-wishlist')) void adding().then((a) => a.refreshButtons());
  // Spec 4.6: with ajax loading on, a page's own script can ask for the buttons again (the ecosystem's event name).
  if (s?.enable_ajax_loading === '1') document.body.addEventListener(reloadFragmentsEvent, () => void adding().then((a) => a.refreshButtons()));
  // Spec 4.6: the wishlist table switches to its mobile variant at the configured width.
  const narrow = s?.is_wishlist_responsive === '1' ? window.matchMedia(`(max-width: ${Number(s.mobile_media_query) || 768}px)`) : undefined;
  if (narrow && document.querySelector('table.wishlist_table')) {
    const redraw = () => void adding().then((a) => a.refreshButtons(narrow.matches));
    if (narrow.matches) redraw();
    narrow.addEventListener('change', redraw);
  }
}
