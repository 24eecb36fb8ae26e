import cluster from 'node:cluster';

// Each page store's catch-up with the database's change log (src/app/page-purges.server.ts), in this process.
const followers = new Set<() => Promise<void>>();
const relayed = 'shop:page-changes';

/** The message a worker sends the primary after a change, which the primary passes on to the other workers. */
export const pageChangesMessage = { [relayed]: 1 };
export const isPageChangesMessage = (message: unknown): boolean => typeof message === 'object' && message !== null && relayed in message;

let listening = false;

/** Registers a catch-up to run on `pageChangesMade` here and, through the primary, in the other workers. */
export function onPageChanges(catchUp: () => Promise<void>): () => void {
  followers.add(catchUp);
  if (cluster.isWorker && !listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (isPageChangesMessage(message)) for (const follow of followers) void follow();
    });
  }
  return () => followers.delete(catchUp);
}

/**
 * Called after a write that changes pages has committed (an order's stock, an approved review): this process's
 * kept pages follow before the answer goes out, and the other workers' at once, not at their next poll (decision 018).
 */
export async function pageChangesMade(): Promise<void> {
  await Promise.all([...followers].map((follow) => follow()));
  if (cluster.isWorker) process.send?.(pageChangesMessage);
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
