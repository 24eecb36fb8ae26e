// The account's integration tests: browsers that keep cookies and know the account's forms.
import { createHash } from 'node:crypto';
import { TestBrowser } from '../../../tests/support/browser';
import type { Db } from '../../db/index.server';
import type { TestShop } from '../../../tests/support/shop';
import { makeNonce, nonceTick } from '../../server/nonce.server';
import { makeStaff, type StaffRole } from './staff.server';
import './tables';

export { openTestShop } from '../../../tests/support/shop';

/** A browser with the account's own forms. */
export class Browser extends TestBrowser {
  /** The my-account page's HTML and the nonces in its forms and links. */
  async myAccount(): Promise<{ html: string; nonce: (name: string) => string }> {
    const html = await (await this.request('/tai-khoan/')).text();
    const nonce = (name: string) => new RegExp(`name="${name}" value="([0-9a-f]{20})"`).exec(html)?.[1] ?? '';
    return { html, nonce };
  }

  async register(fields: { email: string; password: string; display_name: string; phone?: string }): Promise<Response> {
    const { nonce } = await this.myAccount();
    return this.post('/tai-khoan/dang-ky/', { ...fields, 'woocommerce-register-nonce': nonce('woocommerce-register-nonce'), register: 'Đăng ký' });
  }

  async logIn(email: string, password: string): Promise<Response> {
    const { nonce } = await this.myAccount();
    return this.post('/tai-khoan/dang-nhap/', { username: email, password, 'woocommerce-login-nonce': nonce('woocommerce-login-nonce'), login: 'Đăng nhập' });
  }

  async logOut(): Promise<Response> {
    const { html } = await this.myAccount();
    const link = /href="(\/tai-khoan\/dang-xuat\/\?_wpnonce=[0-9a-f]{20})"/.exec(html)?.[1];
    if (!link) throw new Error('no logout link on the page');
    return this.request(link);
  }

  /** Adds to the cart by the shop's own ajax call. */
  async addToCart(id: number, quantity: number): Promise<void> {
    const res = await this.request('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: String(id), quantity: String(quantity) }) });
    const answer = (await res.json()) as { error?: boolean };
    if (answer.error) throw new Error(`could not add ${quantity} × ${id}`);
  }

  /** The cart page's lines as product name → quantity. */
  async cart(): Promise<Record<string, number>> {
    const html = await (await this.request('/gio-hang/')).text();
    const rows = [...html.matchAll(/<td class="product-name"[^>]*><a [^>]*>([^<]+)<\/a>[\s\S]*?name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="(\d+)"/g)];
    return Object.fromEntries(rows.map((m) => [m[1]!, Number(m[2])]));
  }
}

export const countRows = async (db: Db, table: 'users' | 'sessions' | 'login_attempts' | 'cart_items') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let signedInCount = 0;

/**
 * A new account of the role, signed in, and its REST nonce (from the refresh endpoint, which customers may ask too);
 * staff are made as the command line makes them.
 */
export async function signedInAs(shop: TestShop, role: StaffRole | 'customer'): Promise<{ b: Browser; nonce: string }> {
  const b = new Browser(shop.app);
  const email = `nguoi-dung-${process.pid}-${++signedInCount}@example.vn`;
  if (role === 'customer') await b.register({ email, password: 'mat-khau-dai', display_name: 'Khách' });
  else {
    await makeStaff(shop.deps.database.db, { email, role, password: 'mat-khau-dai' });
    const res = await b.logIn(email, 'mat-khau-dai');
    if (res.status !== 303) throw new Error(`${role} could not log in (${res.status})`);
  }
  return { b, nonce: (await (await b.request('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim() };
}

/** A REST nonce truly made for this browser's session, but two 12-hour ticks back: past its life, not forged. */
export function staleRestNonce(shop: TestShop, b: Browser): string {
  const sessionId = createHash('sha256').update(b.cookies.get('shop_session')!).digest('hex');
  return makeNonce(shop.deps.config.sessionSecret, 'wp_rest', sessionId, nonceTick(Date.now()) - 2);
}
