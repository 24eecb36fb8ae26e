import { forgetOnShopChanges } from './page-changes.server';

// As long as the menus and the settings are kept (decision 048, part D): without the page cache nothing follows
// the page generation, and a change another program writes is on every page within this.
const keptMs = 5000;

/**
 * An answer every page reads and staff rarely change (the category tree, the menus), read once per key and kept a few
 * seconds; dropped at once when the whole shop changes (`forgetOnShopChanges`: the page generation moved, in any
 * worker, or `pageChangesMade` was called).
 */
export function rememberedShopWide<D extends object, R>(load: (db: D) => Promise<R>): (db: D) => Promise<R> {
  let kept = new WeakMap<D, { at: number; value: Promise<R> }>();
  forgetOnShopChanges(() => void (kept = new WeakMap()));
  return (db) => {
    const hit = kept.get(db);
    if (hit && Date.now() - hit.at < keptMs) return hit.value;
    const value = load(db);
    const memo = kept;
    memo.set(db, { at: Date.now(), value });
    value.catch(() => memo.delete(db)); // a failed read is tried again by the next page
    return value;
  };
}
