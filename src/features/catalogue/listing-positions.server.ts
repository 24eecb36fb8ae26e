import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import type { Schema } from '../../db/schema';
import { log } from '../../server/log.server';
import type { ListingOrder } from './listing-order';
import { sqliteFile } from '../../db/reading-thread.server';
import { runInThread } from './listing-positions-worker.server';
import './tables';

type Key = [RawBuilder<unknown>, 'asc' | 'desc'];

// Sales move on every order: popularity positions are numbered again at most this often, not after each sale.
const popularityMs = 60_000;

// What the stored positions were made from: the listings' membership (migration 018c) and this order's columns,
// as SQL, so a page can ask in one statement whether the kept positions are still the listing's.
const popularityAge = (orderby: ListingOrder) => (orderby === 'popularity' ? `.${Math.floor(Date.now() / popularityMs)}` : '');
const stampNow = (age: string) => sql<string>`cast(catalogue_changes.changes as text) || '.' || cast(listing_order_changes.changes as text) || ${age}`;

async function currentStamp(db: Db, orderby: ListingOrder): Promise<string> {
  const row = await db
    .selectFrom(['catalogue_changes', 'listing_order_changes'])
    .select(stampNow(popularityAge(orderby)).as('stamp'))
    .where('listing_order_changes.orderby', '=', orderby)
    .executeTakeFirstOrThrow();
  return row.stamp;
}

// Numbers the listing's products in the order (one sort, as a deep page cost before), replacing what was kept:
// on a thread of its own for a SQLite file, in a transaction of the pool's otherwise.
async function storePositions(db: Db, listing: string, orderby: ListingOrder, stamp: string, listed: SelectQueryBuilder<Schema, 'products', object>, keys: Key[]) {
  const order = sql.join(keys.map(([expression, direction]) => sql`${expression} ${sql.raw(direction)}`));
  const numbered = listed.select([
    sql<string>`cast(${listing} as text)`.as('listing'),
    sql<string>`cast(${orderby} as text)`.as('orderby'),
    sql<number>`row_number() over (order by ${order}) - 1`.as('position'),
    'id as product_id',
  ]);
  const statements = (on: Db) => [
    on.deleteFrom('listing_positions').where('listing', '=', listing).where('orderby', '=', orderby),
    on.insertInto('listing_positions').columns(['listing', 'orderby', 'position', 'product_id']).expression(numbered as never),
    on.insertInto('listing_position_stamps').values({ listing, orderby, stamp }).onConflict((oc) => oc.columns(['listing', 'orderby']).doUpdateSet({ stamp })),
  ];
  const file = await sqliteFile(db);
  if (file) return runInThread(file, statements(db).map((statement) => statement.compile()));
  await db.transaction().execute(async (trx) => {
    for (const statement of statements(trx)) await statement.execute();
  });
}

// One numbering at a time per listing, order and stamp in this process; other deep pages wait for it.
const underWay = new Map<string, Promise<void>>();

function numberOnce(db: Db, listing: string, orderby: ListingOrder, stamp: string, listed: SelectQueryBuilder<Schema, 'products', object>, keys: Key[]) {
  const name = JSON.stringify([listing, orderby, stamp]);
  let work = underWay.get(name);
  if (!work) {
    work = storePositions(db, listing, orderby, stamp, listed, keys).finally(() => underWay.delete(name));
    underWay.set(name, work);
  }
  return work;
}

/**
 * The ids of a deep page (decision 019): a range of the listing's stored positions in that order, numbered again
 * first when a product joined, left or moved in that order since. Undefined when numbering failed (another
 * process numbering the same listing at once): the caller sorts, as before.
 */
export async function positionedIds(db: Db, listing: string, orderby: ListingOrder, offset: number, limit: number, listed: SelectQueryBuilder<Schema, 'products', object>, keys: Key[]): Promise<number[] | undefined> {
  const stamp = await currentStamp(db, orderby);
  const kept = await db.selectFrom('listing_position_stamps').select('stamp').where('listing', '=', listing).where('orderby', '=', orderby).executeTakeFirst();
  if (kept?.stamp !== stamp) {
    try {
      await numberOnce(db, listing, orderby, stamp, listed, keys);
    } catch (error) {
      log.warn('listing-positions', { listing, orderby, message: String(error) });
      return undefined;
    }
  }
  const rows = await db
    .selectFrom('listing_positions')
    .select('product_id')
    .where('listing', '=', listing)
    .where('orderby', '=', orderby)
    .where('position', '>=', offset)
    .where('position', '<', offset + limit)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.product_id);
}

type RangeValues = { listing: string; orderby: ListingOrder; age: string; from: number; to: number };

const freshRange = prepared((db: Db, v: RangeValues) =>
  db
    .selectFrom('listing_positions')
    .select('product_id')
    .where('listing', '=', v.listing)
    .where('orderby', '=', v.orderby)
    .where('position', '>=', v.from)
    .where('position', '<', v.to)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom(['listing_position_stamps as kept', 'catalogue_changes', 'listing_order_changes'])
          .select('kept.stamp')
          .where('kept.listing', '=', v.listing)
          .where('kept.orderby', '=', v.orderby)
          .where('listing_order_changes.orderby', '=', v.orderby)
          .where(sql<SqlBool>`kept.stamp = ${stampNow(v.age)}`),
      ),
    )
    .orderBy('position'),
);

/**
 * The ids of a page near the end of a listing from its kept positions, in one statement, if they are still the
 * listing's; otherwise none (the caller walks, and nothing is numbered: only deep pages number).
 */
export async function freshPositionedIds(db: Db, listing: string, orderby: ListingOrder, offset: number, limit: number): Promise<number[]> {
  const rows = await freshRange(db, { listing, orderby, age: popularityAge(orderby), from: offset, to: offset + limit });
  return rows.map((r) => r.product_id);
}
