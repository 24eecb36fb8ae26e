import type { Db } from '../../db/index.server';
import type { MarketingService } from './marketing-service';
import { findAudienceMember, setAudienceMember } from './audience-queries.server';
import * as q from './queries.server';

/**
 * The shop's own marketing service: the e-mail is kept against the session's cart in `marketing_carts`, and
 * the reminder job reads the live cart, so the snapshot's lines are not stored. The newsletter list is the
 * `marketing_audience` table.
 */
export function localMarketingService(db: Db): MarketingService {
  return {
    async upsertCartEmail(cartId, email, subscribed, cart) {
      await q.upsertCartEmail(db, { cartId, sessionId: cart.sessionId, email, subscribed, now: new Date().toISOString() });
    },
    async findEmailByCartId(cartId) {
      return (await q.findEmailOfCart(db, cartId)) ?? null;
    },
    subscribe: (email) => setAudienceMember(db, email, true),
    async unsubscribe(email) {
      if (await findAudienceMember(db, email)) await setAudienceMember(db, email, false);
    },
    async listStatus(email) {
      const row = await findAudienceMember(db, email);
      return row ? (row.subscribed ? 'subscribed' : 'unsubscribed') : null;
    },
  };
}
