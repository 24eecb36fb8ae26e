import { changesFollowed, forgetOnProductChanges } from './page-changes.server';
import { keptMs } from './product-memo.server';

// Pages of ids kept per database, the oldest read first out: a page is 24 numbers.
const mostKept = 1000;

interface KeptPage {
  at: number;
  order: string;
  ids: readonly number[];
}

/**
 * The ids of a listing page, read once and kept until the page purges (decision 018) see its order move, a product
 * on it change or the whole shop change (decision 070), or `keptMs` passes; only for a database whose changes this
 * process follows. `order` names the listing order an answer depends on; orders in `unkept` have no change number
 * and are read every time. An answer read while its database changed is not kept. Kept ids are frozen.
 */
export function rememberedPerOrder<D extends object, A extends unknown[]>(
  read: (db: D, ...args: A) => Promise<number[]>,
  orderOf: (...args: A) => string,
  unkept: readonly string[],
): (db: D, ...args: A) => Promise<readonly number[]> {
  let kept = new WeakMap<object, { changes: number; pages: Map<string, KeptPage> }>();
  forgetOnProductChanges((change) => {
    if (change === 'whole shop') return void (kept = new WeakMap());
    const mine = kept.get(change.db);
    if (!mine) return;
    mine.changes++;
    for (const [key, page] of mine.pages) {
      if (change.orders?.has(page.order) || page.ids.some((id) => change.ids.has(id))) mine.pages.delete(key);
    }
  });
  return async (db, ...args) => {
    const order = orderOf(...args);
    if (!changesFollowed(db) || unkept.includes(order)) return read(db, ...args);
    let mine = kept.get(db);
    if (!mine) kept.set(db, (mine = { changes: 0, pages: new Map() }));
    const key = JSON.stringify(args);
    const hit = mine.pages.get(key);
    const now = Date.now();
    if (hit && now - hit.at < keptMs) return hit.ids;
    const changes = mine.changes;
    const ids = Object.freeze(await read(db, ...args));
    if (kept.get(db) !== mine || mine.changes !== changes) return ids;
    mine.pages.delete(key);
    mine.pages.set(key, { at: now, order, ids });
    if (mine.pages.size > mostKept) mine.pages.delete(mine.pages.keys().next().value!);
    return ids;
  };
}
