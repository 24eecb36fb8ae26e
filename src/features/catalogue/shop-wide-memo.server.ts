import { onPageChanges } from '../../server/page-changes.server';

// As long as the menus and the settings are kept (decision 048, part D): a change another program writes is on
// every page within this, and the page purges empty the kept pages again once it is over (page-purges.server.ts).
const keptMs = 5000;

/**
 * An answer every page reads and staff rarely change (the category tree), read once per database and kept a few
 * seconds; a change the shop announces (`pageChangesMade`, here or relayed from another worker) drops it at once.
 */
export function rememberedShopWide<D extends object, R>(load: (db: D) => Promise<R>): (db: D) => Promise<R> {
  let kept = new WeakMap<D, { at: number; value: Promise<R> }>();
  onPageChanges(async () => void (kept = new WeakMap()));
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
