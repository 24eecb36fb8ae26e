import { wakeIslands } from '../../client/islands';

/**
 * The product tabs hydrate near view (decision 052), but a hash that names a tab or the reviews (on arrival, or
 * from the review-count link) needs them at once: they open that tab and scroll to it as the hash asks.
 */
export function startProductTabs(): void {
  if (!document.querySelector('[data-island="product-tabs"]')) return;
  const wake = () => wakeIslands('product-tabs');
  if (location.hash) wake();
  addEventListener('hashchange', wake);
  const onReviewLink = (e: Event) => (e.target as Element | null)?.closest?.('a.woocommerce-review-link') && wake();
  for (const name of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(name, onReviewLink, { passive: true });
}
