// The wishlist's integration tests: shoppers that read the page's nonces and make the plugin's calls.
import { expect } from 'vitest';
import { pageGlobal } from '../../../tests/support/page-globals';
import type { Db } from '../../db/index.server';
import { cms, theme, wishlist } from '../../lib/contract-names';
import { Shopper } from '../cart/cart-test-support';
import { freshNoncesHeader } from './nonces.server';
import './tables';

export { openTestShop } from '../../../tests/support/shop';
export { productId, variationId } from '../cart/cart-test-support';
export { setSetting } from '../checkout/checkout-test-support';

type Action = (typeof wishlist.actions)[keyof typeof wishlist.actions];
const origin = 'http://localhost';

/** A shopper who keeps the wishlist nonces the pages print (and the fresh ones a call sends back). */
export class WishlistShopper extends Shopper {
  private nonces: Record<string, string> | undefined;

  async page(path: string): Promise<string> {
    const html = await (await this.request(path)).text();
    this.nonces = pageGlobal<{ nonce: Record<string, string> }>(html, wishlist.settingsGlobal)?.nonce;
    return html;
  }

  async call(action: Action, fields: Record<string, string | string[]> = {}, nonce?: string): Promise<Response> {
    if (!this.nonces) await this.page('/');
    const body = new URLSearchParams({ action, context: 'frontend', nonce: nonce ?? this.nonces![`${action}_nonce`]! });
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    const res = await this.request(cms.ajaxPath, { method: 'POST', body, headers: { Origin: origin } });
    const fresh = res.headers.get(freshNoncesHeader);
    if (fresh) this.nonces = JSON.parse(fresh) as Record<string, string>;
    return res;
  }

  /** The nonce this shopper holds for a call (a valid one, to send with another call). */
  nonceFor(action: Action): string {
    return this.nonces?.[`${action}_nonce`] ?? '';
  }

  async answer<T = Record<string, unknown>>(action: string, fields: Record<string, string | string[]> = {}): Promise<T> {
    const res = await this.call(action as Action, fields);
    expect(res.headers.get('cache-control'), action).toBe('no-store');
    return (await res.json()) as T;
  }

  async count(): Promise<number> {
    return (await (await this.request(`${cms.ajaxPath}?action=${theme.wishlistCountAction}`)).json()) as number;
  }
}

export const wishlistRows = (db: Db) => db.selectFrom('wishlists').selectAll().orderBy('id').execute();
export const itemRows = (db: Db) => db.selectFrom('wishlist_items').selectAll().orderBy('id').execute();

/** Everything the wishlist tables hold, to check that a refused call wrote nothing. */
export async function snapshot(db: Db) {
  return { lists: await wishlistRows(db), items: await itemRows(db) };
}
