import type { Db } from '../../db/index.server';
import { log } from '../../server/log.server';
import type { ShopDeps } from '../../server/shop.server';
import { localMarketingService, type MarketingService } from '../marketing-email/index.server';
import * as q from './queries.server';
import type { SubscriberStatus } from './tables';

type Deps = Pick<ShopDeps, 'database'>;

/** The marketing service the newsletter tells, inside the link's transaction; the shop's own unless another is plugged in (decision 043). */
const marketingServiceOf = (trx: Db): MarketingService => localMarketingService(trx);

export type LinkResult = { ok: true; email: string } | { ok: false; reason: 'bad_link' | 'service_down' };

/** Step two, the confirm link's button: a pending address goes on the service's list, then is marked subscribed. */
export const confirmSubscription = (deps: Deps, token: string) =>
  changeByLink(deps, token, { from: ['pending'], to: 'subscribed', tell: (service, email) => service.subscribe(email) });

/** The unsubscribe link's button: off the service's list, then marked unsubscribed; a second click changes nothing. */
export const unsubscribe = (deps: Deps, token: string) =>
  changeByLink(deps, token, { from: ['pending', 'subscribed'], to: 'unsubscribed', tell: (service, email) => service.unsubscribe(email) });

interface LinkChange {
  from: SubscriberStatus[];
  to: SubscriberStatus;
  tell: (service: MarketingService, email: string) => Promise<void>;
}

class ServiceDown extends Error {}

/**
 * One transaction holding the subscriber's row (decision 097): a confirm and an unsubscribe pressed at once go one
 * after the other, the later one seeing what the first left. The service is told first: when it fails, nothing
 * is written and the same link can be used again.
 */
async function changeByLink(deps: Deps, token: string, change: LinkChange): Promise<LinkResult> {
  try {
    return await deps.database.db.transaction().execute(async (trx): Promise<LinkResult> => {
      const row = await q.findSubscriberToChange(trx, token);
      if (row?.status === change.to) return { ok: true, email: row.email };
      if (!row || !change.from.includes(row.status)) return { ok: false, reason: 'bad_link' };
      await change.tell(marketingServiceOf(trx), row.email).catch((error: unknown) => {
        throw new ServiceDown('marketing service', { cause: error });
      });
      await q.moveSubscriber(trx, row.id, change.from, change.to, new Date().toISOString());
      return { ok: true, email: row.email };
    });
  } catch (error) {
    if (!(error instanceof ServiceDown)) throw error;
    log.error('newsletter-service', error.cause);
    return { ok: false, reason: 'service_down' };
  }
}

/** The subscriber row of a link's token, for the page that asks to confirm or unsubscribe. */
export const subscriberOfToken = (deps: Deps, token: string) => q.findSubscriberByToken(deps.database.db, token);
