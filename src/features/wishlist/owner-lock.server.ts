import type { Db } from '../../db/index.server';
import type { Owner } from './owner.server';

/**
 * Decision 084: runs `work` in a transaction that first holds the owner's row (the account's, or the guest's
 * session's), so one owner's wishlist writes are counted and written one after another: on PostgreSQL a row lock
 * until the transaction ends, on SQLite the one writer it already is. Other owners never wait. `work` queries
 * through `trx` only: the shared handle would wait for this very lock.
 */
export function withOwnerLocked<T>(db: Db, owner: Owner, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner);
    return work(trx);
  });
}

/** Holds the owner's row until the transaction ends; an update that changes nothing, as `lockCart` does. */
export async function lockOwner(trx: Db, owner: Owner): Promise<void> {
  if ('userId' in owner) await trx.updateTable('users').set((eb) => ({ email: eb.ref('email') })).where('id', '=', owner.userId).execute();
  else await trx.updateTable('sessions').set((eb) => ({ last_seen_at: eb.ref('last_seen_at') })).where('id', '=', owner.sessionId).execute();
}
