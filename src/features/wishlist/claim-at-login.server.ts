import type { Db } from '../../db/index.server';
import { wishlistLimits } from './limits.server';
import { lockOwner } from './owner-lock.server';
import type { Privacy } from './privacy';
import * as q from './queries.server';

/**
 * A login hands the visitor's wishlists to the account (decision 036). The visitor's default one pours its items
 * into the account's default (products already there are kept once) and goes; so does each list past the account's
 * 20 (decision 084), oldest kept first, so logging in again and again never lets the account's wishlists grow past
 * the limit, and no saved product is lost. The default list takes the strictest privacy of the lists poured into it.
 */
export async function claimWishlistsAtLogin(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The guest's row, then the account's, as every other wishlist write takes one of them.
    await lockOwner(trx, { sessionId });
    await lockOwner(trx, { userId });
    const guest = await q.ownerWishlists(trx, { sessionId }); // the default first, then the oldest
    const account = await q.ownerWishlists(trx, { userId });
    let into = account.find((l) => l.is_default === 1);
    let room = wishlistLimits.listsPerOwner - account.length;
    for (const list of guest) {
      if (into && (list.is_default === 1 || room <= 0)) {
        // Products kept private (or shared only by link) never land in a list others can see.
        if (list.privacy > into.privacy) {
          into = { ...into, privacy: list.privacy };
          await q.updateWishlist(trx, into.id, { privacy: list.privacy as Privacy });
        }
        await q.pourItems(trx, list.id, into.id);
        await q.deleteWishlist(trx, list.id);
        continue;
      }
      await q.handOverWishlist(trx, list.id, userId);
      room -= 1;
      if (list.is_default === 1) into = list;
    }
  });
}
