import type { Db } from '../../db/index.server';
import './tables';

export function findCartOfSession(db: Db, sessionId: string) {
  return db.selectFrom('marketing_carts').select(['cart_id', 'email']).where('session_id', '=', sessionId).executeTakeFirst();
}

export async function findEmailOfCart(db: Db, cartId: string): Promise<string | undefined> {
  const row = await db.selectFrom('marketing_carts').select('email').where('cart_id', '=', cartId).executeTakeFirst();
  return row?.email;
}

export interface CartEmailRow {
  cartId: string;
  sessionId: string;
  email: string;
  subscribed: boolean;
  now: string;
}

/**
 * One row per session, whoever writes first: a later e-mail replaces the current one, which becomes the
 * previous one, under the cart id given (a new one for a new e-mail: decision 098). A cart reminded stays
 * reminded whatever e-mail is typed next, so one browser cannot have the shop mail stranger after stranger.
 */
export async function upsertCartEmail(db: Db, row: CartEmailRow): Promise<void> {
  await db
    .insertInto('marketing_carts')
    .values({ cart_id: row.cartId, session_id: row.sessionId, email: row.email, previous_email: null, subscribed: row.subscribed ? 1 : 0, updated_at: row.now, reminded_at: null })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet((eb) => {
        const same = eb('marketing_carts.email', '=', row.email);
        return {
          cart_id: eb.ref('excluded.cart_id'),
          email: eb.ref('excluded.email'),
          previous_email: eb.case().when(same).then(eb.ref('marketing_carts.previous_email')).else(eb.ref('marketing_carts.email')).end(),
          subscribed: eb.ref('excluded.subscribed'),
          updated_at: eb.ref('excluded.updated_at'),
        };
      }),
    )
    .execute();
}

/**
 * Carts to remind: an e-mail not unsubscribed from the newsletter (decision 098), items, no order placed since the
 * newest item went in, not reminded yet, and neither the shopper nor the e-mail seen since `idleBefore`; or only
 * the one of `onlyCartId` when it still is.
 */
export function findAbandonedCarts(db: Db, idleBefore: string, now: string, onlyCartId?: string) {
  return db
    .selectFrom('marketing_carts as m')
    .innerJoin('sessions as s', 's.id', 'm.session_id')
    .select(['m.cart_id as cartId', 'm.session_id as sessionId', 'm.email'])
    .where('m.reminded_at', 'is', null)
    .$if(onlyCartId !== undefined, (qb) => qb.where('m.cart_id', '=', onlyCartId!))
    .where('m.updated_at', '<', idleBefore)
    .where('s.last_seen_at', '<', idleBefore)
    .where('s.expires_at', '>', now)
    .where(({ exists, not, selectFrom, fn }) => not(exists(selectFrom('marketing_audience as a').select('a.email').where('a.subscribed', '=', 0).whereRef('a.email', '=', fn('lower', ['m.email'])))))
    .where(({ exists, not, selectFrom }) =>
      exists(selectFrom('cart_items as i').select('i.item_key').whereRef('i.session_id', '=', 'm.session_id')).and(
        not(
          exists(
            selectFrom('orders as o')
              .select('o.id')
              .whereRef('o.session_id', '=', 'm.session_id')
              .where((eb) => eb('o.created_at', '>=', eb.selectFrom('cart_items as n').select((n) => n.fn.max('n.added_at').as('added')).whereRef('n.session_id', '=', 'm.session_id'))),
          ),
        ),
      ),
    )
    .orderBy('m.updated_at')
    .execute();
}

/** Marks a cart reminded; false when another run did first, so each cart is reminded once. */
export async function markReminded(db: Db, cartId: string, now: string): Promise<boolean> {
  const result = await db.updateTable('marketing_carts').set({ reminded_at: now }).where('cart_id', '=', cartId).where('reminded_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live session whose cart a public cart id names, if that session has not ended. */
export async function findLiveSessionOfCart(db: Db, cartId: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('marketing_carts as m')
    .innerJoin('sessions as s', 's.id', 'm.session_id')
    .select('m.session_id')
    .where('m.cart_id', '=', cartId)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row?.session_id;
}
