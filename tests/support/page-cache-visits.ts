import { expect } from 'vitest';
import type { TestShop } from './shop';

/** A visitor without cookies asking for pages, told whether the page cache served each. */
export function cacheVisits(shop: () => TestShop) {
  const visit = async (path: string) => {
    const res = await shop().app.request(path);
    const html = await res.text();
    await shop().pages.settled();
    return { hit: res.headers.get('x-page-cache') === 'hit', html };
  };
  // Visits until the page is served from the cache (its first visit renders and keeps it).
  const kept = async (path: string) => {
    await visit(path);
    const again = await visit(path);
    expect(again.hit, path).toBe(true);
    return again.html;
  };
  return { visit, kept };
}
