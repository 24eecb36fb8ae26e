import type { MiddlewareHandler } from 'hono';
import * as vi from '../lib/messages/index';
import { limitAddress } from './client-address.server';
import { requestRefusal } from './request.server';
import type { AppEnv, ShopContext } from './shop.server';

/**
 * The bytes of request bodies the process may hold at once, and one address's share of them (an IPv6 address by
 * its /64, as every per-address limit). Without it 250 posts of 8 MB, each holding back its last byte, took a
 * worker from 258 MB to 1.2 GB (decision 086).
 */
export class BodyBudget {
  #held = 0;
  readonly #byAddress = new Map<string, number>();

  constructor(
    readonly totalBytes: number,
    readonly perAddressBytes: number,
  ) {}

  /** Bytes taken and not yet given back, over all requests. */
  get held(): number {
    return this.#held;
  }

  /** Takes `bytes` for `address`, or nothing (false) when the process or the address would pass its share. */
  take(address: string, bytes: number): boolean {
    const mine = this.#byAddress.get(address) ?? 0;
    if (this.#held + bytes > this.totalBytes || mine + bytes > this.perAddressBytes) return false;
    this.#held += bytes;
    this.#byAddress.set(address, mine + bytes);
    return true;
  }

  give(address: string, bytes: number): void {
    if (!bytes) return;
    this.#held -= bytes;
    const left = (this.#byAddress.get(address) ?? 0) - bytes;
    if (left > 0) this.#byAddress.set(address, left);
    else this.#byAddress.delete(address);
  }
}

/** Each worker's budget for big bodies (files): 64 MB at once, 16 MB of them (two contact forms with files) from one address. */
export const bodyBudget = new BodyBudget(64 * 1024 * 1024, 16 * 1024 * 1024);

/**
 * The budget of the small posts (cart, checkout, account, admin-ajax: 256 KB at most, a few KB as browsers send
 * them), apart from the big one: a few addresses holding big uploads open cannot stop shoppers from ordering.
 */
export const smallBodyBudget = new BodyBudget(64 * 1024 * 1024, 2 * 1024 * 1024);

/** A body the budget has no room for: 503 with Retry-After, in the shape its caller reads. */
function budgetSpent(c: ShopContext): Response {
  c.header('Retry-After', '10');
  return requestRefusal(c, 503, 'rest_server_busy', vi.common.serverError);
}

// The unread rest of a refused body stays on the socket: the client is told to send its next request on a new one.
function unreadBodyRefused(res: Response): Response {
  res.headers.set('Connection', 'close');
  return res;
}

/**
 * A route's body limit that takes the body into the budget before any of it is buffered, and gives it back when
 * the request is answered or fails (a client gone mid-body fails the route's read). A declared length is taken
 * at once; a chunked body is read here as it arrives, each chunk taken before it is kept, so a route sees its size.
 * Over `maxBytes` is the route's own `tooLarge` answer; over the budget a 503.
 */
export function bodyWithin(maxBytes: number, tooLarge: (c: ShopContext) => Response, budget = bodyBudget): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = limitAddress(c);
    let taken = 0;
    try {
      const declared = c.req.header('transfer-encoding') ? undefined : c.req.header('content-length');
      if (declared !== undefined) {
        const bytes = /^\d+$/.test(declared) ? Number(declared) : Infinity; // Node refuses others; never count NaN
        if (bytes > maxBytes) return unreadBodyRefused(tooLarge(c));
        if (!budget.take(address, bytes)) return unreadBodyRefused(budgetSpent(c));
        taken = bytes;
      } else if (c.req.raw.body) {
        const chunks: Uint8Array[] = [];
        const reader = c.req.raw.body.getReader();
        for (;;) {
          const read = await reader.read().catch(() => undefined);
          if (!read) return requestRefusal(c, 400, 'rest_invalid_param', vi.common.badRequest); // the client left mid-body
          if (read.done) break;
          const { value } = read;
          const refused = taken + value.length > maxBytes ? tooLarge : budget.take(address, value.length) ? undefined : budgetSpent;
          // The rest is left unread (not cancelled, which would close the socket before the answer): the adapter drains it.
          if (refused) return unreadBodyRefused(refused(c));
          taken += value.length;
          chunks.push(value);
        }
        c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
      }
      await next();
    } finally {
      budget.give(address, taken);
    }
  };
}
