import { urls } from '../../lib/urls';
import { accountUrls } from '../account/index';

/** Spec 9.4: fetch after 65 ms of hover; hovers within 1100 ms of a touch are the touch's own, not intent. */
const hoverDelayMs = 65;
const touchQuietMs = 1100;
// Pages that are the shopper's own or change with every visit are never fetched ahead.
const personalPaths = [urls.cart(), urls.checkout(), accountUrls.myAccount()];

/** The address worth fetching ahead for a link: same site, a plain page (no query), not this one, not personal. */
function prefetchTarget(link: HTMLAnchorElement): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-open')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.search || url.pathname === location.pathname) return undefined;
  if (personalPaths.some((path) => url.pathname.startsWith(path))) return undefined;
  url.hash = '';
  return url.href;
}

/**
 * Spec 2.1, 9.4: a page link the pointer rests on is fetched ahead as a `prefetch`, so the click opens it from
 * the browser's cache; each address once per page, and never with the data saver on.
 */
export function startLinkPrefetch(): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const fetched = new Set<string>();
  let lastTouch = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('touchstart', () => (lastTouch = performance.now()), { passive: true, capture: true });
  document.addEventListener('mouseover', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || performance.now() - lastTouch < touchQuietMs) return;
    const target = prefetchTarget(link);
    if (!target || fetched.has(target)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      fetched.add(target);
      const hint = Object.assign(document.createElement('link'), { rel: 'prefetch', href: target });
      document.head.append(hint);
    }, hoverDelayMs);
    link.addEventListener('mouseleave', () => clearTimeout(timer), { once: true });
  });
}
