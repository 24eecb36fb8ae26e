import * as vi from '../../lib/messages/index';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import { OrderRefused, type OrderSource } from '../../flows/place-order/place-order.server';

/** An order source whose sender's count is taken with the order; `limited` says whether the count refused it. */
export interface CountedOrderSource extends OrderSource {
  limited(): boolean;
}

/**
 * The source with the sender's quick buy counted inside the order's transaction, as the last step before the order
 * is written: an order refused or failing later rolls its count back, and a placed one is always counted. A repeat
 * of the same submission meets the first one's claimed key before this, so it spends nothing (decisions 022, 079).
 */
export function countedOrder(source: OrderSource, limit: RateLimit, sender: string): CountedOrderSource {
  let limited = false;
  return {
    take: (trx) => source.take(trx),
    async claim(trx) {
      await source.claim(trx);
      if (await takeFromLimit(trx, limit, sender)) return;
      limited = true;
      throw new OrderRefused([{ field: null, message: vi.quickBuy.tooManyOrders }]);
    },
    limited: () => limited,
  };
}
