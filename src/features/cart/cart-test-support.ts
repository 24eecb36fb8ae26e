// The cart's integration tests: shoppers that keep cookies and make the cart's calls.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { TestBrowser } from '../../../tests/support/browser';
import type { TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import type { Db } from '../../db/index.server';
import type { AppEnv } from '../../server/shop.server';
import { itemKey } from './item-key.server';
import { addToLine } from './queries.server';

export { openTestShop } from '../../../tests/support/shop';

/** A shopper: a test browser with the cart's own calls. */
export class Shopper extends TestBrowser {
  ajax(endpoint: string, fields: Record<string, string>): Promise<Response> {
    return this.request(`/?wc-ajax=${endpoint}`, { method: 'POST', body: new URLSearchParams(fields) });
  }

  async json<T = Record<string, unknown>>(endpoint: string, fields: Record<string, string>): Promise<T> {
    return (await this.ajax(endpoint, fields)).json() as Promise<T>;
  }
}

/**
 * For a suite: the shop on `kind` behind a real node:http server, opened before its tests and closed after them, and
 * shoppers that reach it over sockets, as a probe's scripts do: the races between one session's requests run there.
 */
export function shopOverHttp(kind: TestDatabase) {
  const suite = shopOverHttpForSuite(kind);
  const sockets = { request: (path: string, init: RequestInit = {}) => fetch(suite.base() + path, { ...init, redirect: 'manual' }) };
  return { db: () => suite.shop().deps.database.db, shopper: () => new Shopper(sockets as unknown as Hono<AppEnv>) };
}

/** The cart page's form as a browser posts it: its nonce and each line's key with its quantity, in cart order. */
export async function cartForm(s: Shopper): Promise<{ nonce: string; lines: [key: string, quantity: number][] }> {
  const html = await (await s.request('/gio-hang/')).text();
  const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  return { nonce, lines: [...html.matchAll(/name="cart\[([0-9a-f]+)\]\[qty\]" value="(\d+)"/g)].map((m): [string, number] => [m[1]!, Number(m[2])]) };
}

export interface FragmentsAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}

export async function productId(db: Db, slug: string): Promise<number> {
  return (await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** The variation of a product whose fixed values are exactly these (attribute slug → term slug). */
export async function variationId(db: Db, slug: string, terms: Record<string, string>): Promise<number> {
  const rows = await db
    .selectFrom('variation_attributes')
    .innerJoin('products', 'products.id', 'variation_attributes.variation_id')
    .innerJoin('attributes', 'attributes.id', 'variation_attributes.attribute_id')
    .leftJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
    .select(['products.id', 'attributes.slug as attribute', 'attribute_terms.slug as term'])
    .where('products.parent_id', '=', await productId(db, slug))
    .execute();
  const fixed = (id: number) => rows.filter((r) => r.id === id && r.term !== null);
  const id = [...new Set(rows.map((r) => r.id))].find((v) => fixed(v).length === Object.keys(terms).length && fixed(v).every((r) => terms[r.attribute] === r.term));
  if (id === undefined) throw new Error(`no variation of ${slug} with ${JSON.stringify(terms)}`);
  return id;
}

export async function termName(db: Db, attribute: string, term: string): Promise<string> {
  const row = await db
    .selectFrom('attribute_terms')
    .innerJoin('attributes', 'attributes.id', 'attribute_terms.attribute_id')
    .select('attribute_terms.name')
    .where('attributes.slug', '=', attribute)
    .where('attribute_terms.slug', '=', term)
    .executeTakeFirstOrThrow();
  return row.name;
}

export const countRows = async (db: Db, table: 'sessions' | 'cart_items') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A bare session row, as a visit would make it, for tests that work on carts without a browser. */
export async function newSession(db: Db): Promise<string> {
  const id = randomBytes(32).toString('hex');
  const now = new Date();
  await db.insertInto('sessions').values({ id, user_id: null, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + 3_600_000).toISOString(), notice: null }).execute();
  return id;
}

/** Puts `quantity` of the product (or of its variation with these values) in the session's cart, unchecked; its line's key. */
export async function putInCart(db: Db, sessionId: string, slug: string, quantity: number, terms?: Record<string, string>): Promise<string> {
  const product = await productId(db, slug);
  const variation = terms ? await variationId(db, slug, terms) : null;
  const attributes = Object.fromEntries(Object.entries(terms ?? {}).map(([a, t]) => [`attribute_pa_${a}`, t]));
  const key = itemKey(product, variation, attributes);
  await addToLine(db, sessionId, { key, productId: product, variationId: variation, quantity, attributes });
  return key;
}
