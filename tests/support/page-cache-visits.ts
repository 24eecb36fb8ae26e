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
  // Visits until the page is served from the cache: its first visit renders and keeps it, a search's second (decision 090).
  const kept = async (path: string) => {
    const visits = /[?&]s=/.test(path) ? 3 : 2;
    let page = await visit(path);
    for (let n = 1; n < visits; n++) page = await visit(path);
    expect(page.hit, path).toBe(true);
    return page.html;
  };
  return { visit, kept };
}
