import cluster, { type Worker } from 'node:cluster';

// Each page store's catch-up with the database's change log (src/app/page-purges.server.ts), in this process.
const followers = new Set<() => Promise<void>>();
const changed = 'shop:page-changes';
const followedKind = 'shop:page-changes-followed';
// How long a change waits for the other workers to follow; past it their poll (decision 018) follows within a second.
const followWaitMs = 500;

type Message = Record<string, number>;
const messageOf = (kind: string, message: unknown): number | undefined => {
  const value = typeof message === 'object' && message !== null ? (message as Message)[kind] : undefined;
  return typeof value === 'number' ? value : undefined;
};
const followHere = async () => void (await Promise.all([...followers].map((follow) => follow())));

let listening = false;
let sent = 0;
const waiting = new Map<number, () => void>();

// A worker follows the changes the primary passes on and says so; it hears back when its own have been followed.
function listenToPrimary(): void {
  if (!cluster.isWorker || listening) return;
  listening = true;
  process.on('message', (message: unknown) => {
    const relay = messageOf(changed, message);
    if (relay !== undefined) void followHere().then(() => process.send?.({ [followedKind]: relay }));
    const mine = messageOf(followedKind, message);
    if (mine !== undefined) waiting.get(mine)?.();
  });
}

/** Registers a catch-up to run on `pageChangesMade` here and, through the primary, in the other workers. */
export function onPageChanges(catchUp: () => Promise<void>): () => void {
  followers.add(catchUp);
  listenToPrimary();
  return () => followers.delete(catchUp);
}

/**
 * Called after a write that changes pages has committed (an order's stock, an approved review, coming-soon turned
 * on): this process's kept pages follow, and the other workers' too before the answer goes out (at most
 * `followWaitMs` later), so the next visitor, whichever worker answers, sees the change (decisions 018, 042).
 */
export async function pageChangesMade(): Promise<void> {
  await followHere();
  if (!cluster.isWorker || !process.send) return;
  listenToPrimary();
  const id = ++sent;
  await new Promise<void>((resolve) => {
    const done = () => (clearTimeout(timer), waiting.delete(id), resolve());
    const timer = setTimeout(done, followWaitMs);
    waiting.set(id, done);
    process.send!({ [changed]: id });
  });
}

/**
 * In the primary: passes each worker's page change on to the others, and tells the worker once they have all
 * followed (a worker that died meanwhile never does: the sender's wait ends at `followWaitMs`).
 */
export function relayPageChanges(workers: () => Worker[]): void {
  let relays = 0;
  const pending = new Map<number, { from: Worker; id: number; left: number }>();
  cluster.on('message', (from, message: unknown) => {
    const id = messageOf(changed, message);
    if (id !== undefined) {
      const others = workers().filter((w) => w !== from && w.isConnected());
      if (!others.length) return void from.send({ [followedKind]: id });
      const relay = ++relays;
      pending.set(relay, { from, id, left: others.length });
      setTimeout(() => pending.delete(relay), followWaitMs * 2).unref();
      for (const worker of others) worker.send({ [changed]: relay });
    }
    const done = messageOf(followedKind, message);
    const relay = done === undefined ? undefined : pending.get(done);
    if (relay && --relay.left === 0) {
      pending.delete(done!);
      if (relay.from.isConnected()) relay.from.send({ [followedKind]: relay.id });
    }
  });
}

// What this process keeps of what every page shows (the category tree, the menus, the settings).
const shopWideMemories = new Set<() => void>();

/**
 * Registers a memory of what every page shows, dropped when the whole shop changes: when the page purges see the
 * page generation move (a category, menu or settings write, whoever makes it: within their poll, in every worker)
 * and on `pageChangesMade`. Answers the function that stops it.
 */
export function forgetOnShopChanges(forget: () => void): () => void {
  shopWideMemories.add(forget);
  const stop = onPageChanges(async () => forget());
  return () => (shopWideMemories.delete(forget), stop());
}

/** Called by the page purges when the page generation moves (decision 018): every shop-wide memory goes. */
export function shopChanged(): void {
  for (const forget of shopWideMemories) forget();
  for (const forget of productMemories) forget('whole shop');
}

/**
 * What changed, for a memory of single products: some products of one database (or the listing orders some of its
 * products moved in), or the whole shop.
 */
export type ProductChange = { db: object; ids: ReadonlySet<number>; orders?: ReadonlySet<string> } | 'whole shop';

// What this process keeps of single products (decision 070), and the databases whose changes it follows.
const productMemories = new Set<(change: ProductChange) => void>();
const followed = new WeakMap<object, number>();

/**
 * Registers a memory of single products, told when the change log names some of them or the whole shop changed.
 * Unlike the shop-wide memories it is not dropped on every `pageChangesMade`: the change log names what an in-app
 * write changed. Answers the function that stops it.
 */
export function forgetOnProductChanges(forget: (change: ProductChange) => void): () => void {
  productMemories.add(forget);
  return () => productMemories.delete(forget);
}

/** Called by the page purges with the products the change log names (a variation's under its product). */
export function productsChanged(db: object, ids: ReadonlySet<number>): void {
  for (const forget of productMemories) forget({ db, ids });
}

/** Called by the page purges with the listing orders whose change numbers moved (migration 015a). */
export function listingOrdersMoved(db: object, orders: ReadonlySet<string>): void {
  for (const forget of productMemories) forget({ db, ids: new Set(), orders });
}

/** The page purges follow this database's changes from now until the returned function is called. */
export function followingChanges(db: object): () => void {
  followed.set(db, (followed.get(db) ?? 0) + 1);
  return () => void followed.set(db, (followed.get(db) ?? 1) - 1);
}

/** Whether a change to this database reaches this process's memories (else they must not keep what it holds). */
export const changesFollowed = (db: object): boolean => (followed.get(db) ?? 0) > 0;
