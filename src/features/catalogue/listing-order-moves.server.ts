import type { Db } from '../../db/index.server';
import './tables';

/**
 * Follows the per-order change numbers that migration 015a's triggers move when a column an order sorts on changes
 * (`update of price on products` and so on): each call answers the orders whose number moved since the last call,
 * none on the first. Popularity has no trigger (every sale would move it), so its pages keep today's rule.
 */
export function listingOrderMoves(db: Db): () => Promise<string[]> {
  let known: Map<string, number> | undefined;
  return async () => {
    const rows = await db.selectFrom('listing_order_changes').select(['orderby', 'changes']).execute();
    const now = new Map(rows.map((row) => [row.orderby, Number(row.changes)]));
    const moved = known ? rows.filter((row) => known!.get(row.orderby) !== now.get(row.orderby)).map((row) => row.orderby) : [];
    known = now;
    return moved;
  };
}
