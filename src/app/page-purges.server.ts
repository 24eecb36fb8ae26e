import { sql } from 'kysely';
import type { Db } from '../db/index.server';
import { log } from '../server/log.server';
import { followingChanges, listingOrdersMoved, onPageChanges, productsChanged, shopChanged } from '../server/page-changes.server';
import '../server/tables';
import type { PageStore } from './page-store.server';
import { listingOrderMoves } from '../features/catalogue/index.server';

// On PostgreSQL a change can commit after a later-numbered one: numbers this recent are read again, in case.
const settleMs = 30_000;
// Past this many unread changes (a bulk import) every page goes, rather than each product's.
const manyChanges = 5_000;
// In-process memories of what every page shows (menus and settings 5 s, listing counts 10 s) may still hold the old
// answer just after a whole-shop change: every page goes again once they are gone.
const remembersMs = 10_000;
// Log rows this far behind what is settled are read by nobody and deleted now and then.
const keptRows = 10_000;

/**
 * Keeps `pages` in step with the writes logged by migration 015's triggers (decision 018): every `everyMs`, and
 * at once when `pageChangesMade` is called here or relayed from another worker. Hits never query: only this does.
 * Answers its catch-up (tests call it) and the function that stops following.
 */
export function followPageChanges(db: Db, pages: PageStore, everyMs = 1000): { catchUp: () => Promise<void>; stop: () => void } {
  let generation: number | undefined;
  let floor: number | undefined; // every change numbered at or below it is handled
  const seen = new Set<number>();
  const marks: { at: number; top: number }[] = [];
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let again: NodeJS.Timeout | undefined;
  const ordersMoved = listingOrderMoves(db);
  let stopped = false;
  let unfollow = () => {};

  async function read(): Promise<void> {
    const now = Date.now();
    const current = (await db.selectFrom('page_generation').select('generation').executeTakeFirstOrThrow()).generation;
    if (floor === undefined) {
      floor = Number((await db.selectFrom('page_changes').select(sql<number>`coalesce(max(seq), 0)`.as('top')).executeTakeFirstOrThrow()).top);
      // Memories of single products may keep what they read from here: every later change reaches them.
      if (!stopped) unfollow = followingChanges(db);
    }
    const rows = await db.selectFrom('page_changes').select(['seq', 'product_id']).where('seq', '>', floor).orderBy('seq').limit(manyChanges + 1).execute();
    // A price, rating, name or date change re-sorts the listings in that order, also pages not showing the product.
    const moved = await ordersMoved();
    if (moved.length) {
      listingOrdersMoved(db, new Set(moved)); // the kept listing pages' ids go first, as below
      pages.purgeListingOrders(moved);
    }
    if (generation !== undefined && current !== generation) {
      shopChanged(); // the memories pages are drawn from go first, so no page is made again from them
      pages.purgeAll();
      clearTimeout(again);
      again = setTimeout(() => pages.purgeAll(), remembersMs).unref();
    }
    generation = current;
    if (rows.length > manyChanges) {
      shopChanged();
      pages.purgeAll();
      floor = Number(rows.at(-1)!.seq);
      seen.clear();
      return;
    }
    const fresh = rows.filter((row) => !seen.has(Number(row.seq)));
    if (fresh.length) {
      const ids = new Set(fresh.map((row) => row.product_id));
      productsChanged(db, ids);
      pages.purgeProducts(ids);
    }
    for (const row of fresh) seen.add(Number(row.seq));
    marks.push({ at: now, top: rows.length ? Number(rows.at(-1)!.seq) : floor });
    while (marks.length && now - marks[0]!.at > settleMs) floor = Math.max(floor, marks.shift()!.top);
    for (const seq of seen) if (seq <= floor) seen.delete(seq);
  }

  // One read at a time; a call during a read waits for one more after it, which sees what the caller committed.
  function catchUp(): Promise<void> {
    if (running) return (queued ??= running.then(() => ((queued = undefined), catchUp())));
    running = read()
      .catch((error: unknown) => log.error('page-purges', error))
      .finally(() => (running = undefined));
    return running;
  }

  const prune = () => (floor === undefined ? undefined : db.deleteFrom('page_changes').where('seq', '<', floor - keptRows).execute().catch(() => {}));
  const poll = setInterval(() => void catchUp(), everyMs).unref();
  const pruning = setInterval(() => void prune(), 300_000).unref();
  const forget = onPageChanges(catchUp);
  void catchUp();
  return {
    catchUp,
    stop() {
      clearInterval(poll);
      clearInterval(pruning);
      clearTimeout(again);
      forget();
      stopped = true;
      unfollow();
    },
  };
}
