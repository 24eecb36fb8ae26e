import { changesFollowed, forgetOnProductChanges } from './page-changes.server';

// As long as the page cache keeps a page: a bound on what a missed change could leave, not the way changes arrive.
export const keptMs = 30_000;
// Products kept per database, the oldest read first out: a few MB of a shop's most visited products.
const mostKept = 500;
// Cards are smaller (about 1 KB each) and a listing page shows 24.
const mostCards = 2000;

interface Kept<R> {
  at: number;
  value: Promise<R>;
  /** Known once read; until then any change of the database drops the entry. */
  productId?: number;
}

/**
 * A product's data (by id or slug) read once and kept until that product or the whole shop changes, as the page
 * purges see it (decision 070), or `keptMs` passes. Only for a database whose changes this process follows: without
 * the page purges (a test shop, a script) every call reads. What is kept is frozen, as every request shares it; an
 * answer without a product (`productIdOf` undefined) is not kept.
 */
export function rememberedPerProduct<D extends object, R>(load: (db: D, key: number | string) => Promise<R>, productIdOf: (answer: R) => number | undefined): (db: D, key: number | string) => Promise<R> {
  let kept = new WeakMap<object, Map<number | string, Kept<R>>>();
  forgetOnProductChanges((change) => {
    if (change === 'whole shop') return void (kept = new WeakMap());
    const products = kept.get(change.db);
    for (const [key, entry] of products ?? []) if (entry.productId === undefined || change.ids.has(entry.productId)) products!.delete(key);
  });
  return (db, key) => {
    if (!changesFollowed(db)) return load(db, key);
    let products = kept.get(db);
    if (!products) kept.set(db, (products = new Map()));
    const hit = products.get(key);
    if (hit && Date.now() - hit.at < keptMs) return hit.value;
    const entry: Kept<R> = { at: Date.now(), value: load(db, key) };
    const memo = products;
    memo.delete(key);
    memo.set(key, entry);
    const drop = () => void (memo.get(key) === entry && memo.delete(key));
    entry.value.then(
      (answer) => {
        entry.productId = productIdOf(answer);
        if (entry.productId === undefined) return drop();
        deepFreeze(answer);
        // Only a product found makes room: slugs that are none (a crawler's) must not push the kept ones out.
        if (memo.size > mostKept) memo.delete(memo.keys().next().value!);
      },
      drop, // a failed read is tried again by the next request
    );
    return entry.value;
  };
}

/**
 * Answers read per product id, several in one call (a page of cards), kept by the rules of `rememberedPerProduct`:
 * only the ids not kept are read. A read during which any product of its database changed keeps nothing.
 */
export function rememberedById<D extends object, R>(loadMany: (db: D, ids: number[]) => Promise<Map<number, R>>): (db: D, ids: readonly number[]) => Promise<Map<number, R>> {
  let kept = new WeakMap<object, { changes: number; answers: Map<number, { at: number; answer: R }> }>();
  forgetOnProductChanges((change) => {
    if (change === 'whole shop') return void (kept = new WeakMap());
    const mine = kept.get(change.db);
    if (mine) mine.changes++;
    for (const id of change.ids) mine?.answers.delete(id);
  });
  return async (db, ids) => {
    if (!changesFollowed(db)) return loadMany(db, [...ids]);
    let mine = kept.get(db);
    if (!mine) kept.set(db, (mine = { changes: 0, answers: new Map() }));
    const now = Date.now();
    const found = new Map<number, R>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = mine.answers.get(id);
      if (hit && now - hit.at < keptMs) found.set(id, hit.answer);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const changes = mine.changes;
    const read = await loadMany(db, missing);
    const keep = kept.get(db) === mine && mine.changes === changes;
    for (const [id, answer] of read) {
      found.set(id, answer);
      if (!keep) continue;
      deepFreeze(answer);
      mine.answers.delete(id);
      mine.answers.set(id, { at: now, answer });
    }
    while (mine.answers.size > mostCards) mine.answers.delete(mine.answers.keys().next().value!);
    return found;
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(inner);
}
