import { anchorFor, scrollToAnchor } from './anchor-scroll.client';

/** Spec 2.1: on load, a location hash scrolls to the anchor with that name, once the page's images have their size. */
export function start(): void {
  const anchor = anchorFor(location.hash);
  if (!anchor) return;
  if (document.readyState === 'complete') scrollToAnchor(anchor);
  else window.addEventListener('load', () => scrollToAnchor(anchor), { once: true });
}
