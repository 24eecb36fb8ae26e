import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { ownedBy, ownerColumns, type Owner } from './owner.server';
import type { Privacy } from './privacy';
import './tables';

const listColumns = ['wishlists.id', 'wishlists.token', 'wishlists.name', 'wishlists.privacy', 'wishlists.is_default', 'wishlists.user_id', 'wishlists.session_id'] as const;

export function ownerWishlists(db: Db, owner: Owner) {
  return db.selectFrom('wishlists').select(listColumns).where(ownedBy(owner)).orderBy('is_default', 'desc').orderBy('id').execute();
}

export type WishlistRow = Awaited<ReturnType<typeof ownerWishlists>>[number];

export function ownerWishlistById(db: Db, owner: Owner, id: number) {
  return db.selectFrom('wishlists').select(listColumns).where(ownedBy(owner)).where('id', '=', id).executeTakeFirst();
}

export function wishlistByToken(db: Db, token: string) {
  return db.selectFrom('wishlists').select(listColumns).where('token', '=', token).executeTakeFirst();
}

/** The newest public wishlists that hold something (spec 3.11: public ones are listed; shared and private never). */
export function publicWishlists(db: Db, limit: number) {
  return db
    .selectFrom('wishlists')
    .select(listColumns)
    .where('privacy', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('wishlist_items').select('wishlist_items.id').whereRef('wishlist_items.wishlist_id', '=', 'wishlists.id')))
    .orderBy('wishlists.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertWishlist(db: Db, owner: Owner, list: { name: string; privacy: Privacy; isDefault: boolean }): Promise<WishlistRow> {
  const row = { ...ownerColumns(owner), token: randomBytes(12).toString('hex').toUpperCase(), name: list.name, privacy: list.privacy, is_default: list.isDefault ? 1 : 0, created_at: new Date().toISOString() };
  const { id } = await db.insertInto('wishlists').values(row).returning('id').executeTakeFirstOrThrow();
  return { id, token: row.token, name: row.name, privacy: row.privacy, is_default: row.is_default, user_id: row.user_id, session_id: row.session_id };
}

export async function updateWishlist(db: Db, id: number, change: { name?: string; privacy?: Privacy }): Promise<void> {
  await db.updateTable('wishlists').set(change).where('id', '=', id).execute();
}

export async function deleteWishlist(db: Db, id: number): Promise<void> {
  await db.deleteFrom('wishlists').where('id', '=', id).execute();
}

/** The items of a wishlist in their order, with what the page shows of each product. */
export function wishlistItems(db: Db, wishlistId: number) {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .leftJoin('products as parents', 'parents.id', 'products.parent_id')
    .select(['wishlist_items.id', 'wishlist_items.product_id', 'wishlist_items.quantity', 'wishlist_items.position', 'wishlist_items.price_when_added', 'wishlist_items.added_at'])
    .select(['products.parent_id', 'products.type', 'products.name', 'products.regular_price', 'products.sale_price', 'products.stock_status'])
    .select((eb) => [eb.fn.coalesce('parents.slug', 'products.slug').as('slug'), eb.fn.coalesce('products.image_id', 'parents.image_id').as('image_id')])
    .where('wishlist_items.wishlist_id', '=', wishlistId)
    .orderBy('wishlist_items.position')
    .orderBy('wishlist_items.id')
    .execute();
}

export type WishlistItemRow = Awaited<ReturnType<typeof wishlistItems>>[number];

/** An item with its wishlist, only when the wishlist is the owner's. */
export function ownerItem(db: Db, owner: Owner, itemId: number) {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
    .select(['wishlist_items.id', 'wishlist_items.wishlist_id', 'wishlist_items.product_id', 'wishlist_items.quantity', 'wishlist_items.price_when_added', 'wishlists.token'])
    .where(ownedBy(owner))
    .where('wishlist_items.id', '=', itemId)
    .executeTakeFirst();
}

/** Whether the product is in the wishlist already, the position after its last item, and how many items it holds. */
export async function placeForProduct(db: Db, wishlistId: number, productId: number): Promise<{ saved: boolean; next: number; held: number }> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => [eb.fn.max('position').as('p'), eb.fn.sum(eb.case().when('product_id', '=', productId).then(1).else(0).end()).as('n'), eb.fn.countAll().as('held')])
    .where('wishlist_id', '=', wishlistId)
    .executeTakeFirst();
  return { saved: Number(row?.n ?? 0) > 0, next: Number(row?.p ?? -1) + 1, held: Number(row?.held ?? 0) };
}

export async function insertItem(db: Db, wishlistId: number, item: { productId: number; quantity: number; price: number | null; addedAt?: string; position?: number }): Promise<number> {
  const position = item.position ?? (await placeForProduct(db, wishlistId, item.productId)).next;
  const row = { wishlist_id: wishlistId, product_id: item.productId, quantity: item.quantity, position, price_when_added: item.price, added_at: item.addedAt ?? new Date().toISOString() };
  return (await db.insertInto('wishlist_items').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteItems(db: Db, itemIds: number[]): Promise<void> {
  if (itemIds.length) await db.deleteFrom('wishlist_items').where('id', 'in', itemIds).execute();
}

export async function setItemQuantity(db: Db, itemId: number, quantity: number): Promise<void> {
  await db.updateTable('wishlist_items').set({ quantity }).where('id', '=', itemId).execute();
}

export async function setItemPosition(db: Db, itemId: number, position: number): Promise<void> {
  await db.updateTable('wishlist_items').set({ position }).where('id', '=', itemId).execute();
}

/** The owner's items of a product (or of its variations), in every wishlist. */
export function ownerItemsOfProduct(db: Db, owner: Owner, productId: number) {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select(['wishlist_items.id', 'wishlist_items.wishlist_id', 'wishlists.token'])
    .where(ownedBy(owner))
    .where((eb) => eb.or([eb('wishlist_items.product_id', '=', productId), eb('products.parent_id', '=', productId)]))
    .execute();
}

export async function countOwnerItems(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(ownedBy(owner))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A login: one of the session's wishlists becomes the account's. */
export async function handOverWishlist(db: Db, wishlistId: number, userId: number): Promise<void> {
  await db.updateTable('wishlists').set({ user_id: userId, session_id: null }).where('id', '=', wishlistId).execute();
}

/** Copies a wishlist's items after another's, in their order; products the other holds already are kept once. */
export async function pourItems(db: Db, fromId: number, intoId: number): Promise<void> {
  const after = (await placeForProduct(db, intoId, 0)).next;
  await db
    .insertInto('wishlist_items')
    .columns(['wishlist_id', 'product_id', 'quantity', 'position', 'price_when_added', 'added_at'])
    .expression((eb) =>
      eb
        .selectFrom('wishlist_items as w')
        .select([sql<number>`cast(${intoId} as integer)`.as('wishlist_id'), 'w.product_id', 'w.quantity', sql<number>`w.position + cast(${after} as integer)`.as('position'), 'w.price_when_added', 'w.added_at'])
        .where('w.wishlist_id', '=', fromId)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('wishlist_items as t').select('t.id').where('t.wishlist_id', '=', intoId).whereRef('t.product_id', '=', 'w.product_id')))),
    )
    .execute();
}

export async function insertEstimate(db: Db, estimate: { wishlistId: number; email: string; notes: string; items: string }): Promise<number> {
  const row = { wishlist_id: estimate.wishlistId, email: estimate.email, notes: estimate.notes, items: estimate.items, created_at: new Date().toISOString() };
  return (await db.insertInto('wishlist_estimates').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function itemCounts(db: Db, wishlistIds: number[]): Promise<Map<number, number>> {
  if (!wishlistIds.length) return new Map();
  const rows = await db.selectFrom('wishlist_items').select(['wishlist_id', (eb) => eb.fn.countAll().as('n')]).where('wishlist_id', 'in', wishlistIds).groupBy('wishlist_id').execute();
  return new Map(rows.map((r) => [r.wishlist_id, Number(r.n)]));
}

/** An item with its wishlist's owner and privacy, whoever owns it (the caller decides who may use it). */
export async function itemWithWishlist(db: Db, itemId: number) {
  const row = await db
    .selectFrom('wishlist_items')
    .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
    .select(['wishlist_items.id', 'wishlist_items.product_id', 'wishlist_items.quantity', 'wishlists.token', 'wishlists.user_id', 'wishlists.session_id', 'wishlists.privacy'])
    .where('wishlist_items.id', '=', itemId)
    .executeTakeFirst();
  return row && { id: row.id, product_id: row.product_id, quantity: row.quantity, wishlist: { token: row.token, user_id: row.user_id, session_id: row.session_id, privacy: row.privacy } };
}
