// The coming-soon tests' people: a visitor, a signed-up shopper and a shop manager, each talking to a real
// node:http server, with the cookies the shop sets, as the probe's curl sessions did.
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { makeStaff } from '../../src/features/account/staff.server';
import { Shopper } from '../../src/features/cart/cart-test-support';
import { cms } from '../../src/lib/contract-names';
import type { AppEnv } from '../../src/server/shop.server';
import { serveOverHttp } from '../support/http-shop';
import type { TestDatabase } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

/** Requests as `app.request` takes them, sent over HTTP; a browser's Origin is the server's own. */
function overHttp(base: string): Hono<AppEnv> {
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (headers.has('origin')) headers.set('origin', base);
    return fetch(base + path, { ...init, headers, redirect: 'manual' });
  };
  return { request } as unknown as Hono<AppEnv>;
}

export class Visitor extends Shopper {
  adminAjax(action: string, fields: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST'): Promise<Response> {
    const query = new URLSearchParams({ action, ...fields });
    if (method === 'GET') return this.request(`${cms.ajaxPath}?${query}`);
    return this.request(cms.ajaxPath, { method, body: query, headers: { Origin: 'http://localhost' } });
  }

  /** Posts one of the account page's forms with its own nonce. */
  async accountForm(path: string, nonceName: string, fields: Record<string, string>): Promise<Response> {
    const page = await (await this.request('/tai-khoan/')).text();
    const nonce = new RegExp(`name="${nonceName}" value="([0-9a-f]{20})"`).exec(page)?.[1] ?? '';
    return this.post(path, { ...fields, [nonceName]: nonce });
  }

  async restNonce(): Promise<string> {
    return (await (await this.adminAjax('rest-nonce', {}, 'GET')).text()).trim();
  }
}

let people = 0;

/** The shop behind a real server, and its visitor, shopper and manager (made while the shop is open). */
export async function comingSoonCast(shop: TestShop) {
  const server = await serveOverHttp(shop);
  const app = overHttp(server.base);
  const email = (who: string) => `${who}-${process.pid}-${++people}@example.vn`;
  const shopper = new Visitor(app);
  const shopperEmail = email('khach');
  await shopper.accountForm('/tai-khoan/dang-ky/', 'woocommerce-register-nonce', { email: shopperEmail, password: 'mat-khau-dai', display_name: 'Khách', register: '1' });
  const manager = new Visitor(app);
  const managerEmail = email('quan-ly');
  await makeStaff(shop.deps.database.db, { email: managerEmail, role: 'shop_manager', password: 'mat-khau-dai' });
  const login = await manager.accountForm('/tai-khoan/dang-nhap/', 'woocommerce-login-nonce', { username: managerEmail, password: 'mat-khau-dai', login: '1' });
  if (login.status !== 303) throw new Error(`the manager could not log in (${login.status})`);
  const managerNonce = await manager.restNonce();
  /** Turned as a shop manager does (decision 042), which also drops every kept page. */
  const comingSoon = async (on: boolean) => {
    const body = JSON.stringify({ woocommerce_coming_soon: on ? 'yes' : 'no' });
    const res = await manager.request('/wp-json/wc-admin/options', { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': managerNonce, Origin: 'http://localhost' } });
    if (res.status !== 200) throw new Error(`coming-soon not turned (${res.status})`);
  };
  return { server, visitor: () => new Visitor(app), shopper, manager, comingSoon };
}

/** For a suite: the shop with its page cache on and its cast, made before the suite's tests and closed after them. */
export function comingSoonSuite(kind: TestDatabase) {
  const suite = {} as { shop: TestShop; cast: Awaited<ReturnType<typeof comingSoonCast>> };
  beforeAll(async () => {
    suite.shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
    suite.cast = await comingSoonCast(suite.shop);
  });
  afterAll(async () => {
    await suite.cast?.server.close();
    await suite.shop?.close();
  });
  return suite;
}
