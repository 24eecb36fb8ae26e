// The checkout's integration tests: shoppers with carts and a valid checkout form.
import type { Db } from '../../db/index.server';
import { pageGlobal } from '../../../tests/support/page-globals';
import type { TestShop } from '../../../tests/support/shop';
import { productId, Shopper } from '../cart/cart-test-support';
import { checkoutNonceField } from './checkout-fields';

export { productId, Shopper };

export { openTestShop } from '../../../tests/support/shop';

/** A shopper whose cart holds `quantity` of the product. */
export async function shopperWith(shop: TestShop, slug: string, quantity = 1): Promise<Shopper> {
  const s = new Shopper(shop.app);
  const answer = await s.json('add_to_cart', { product_id: String(await productId(shop.deps.database.db, slug)), quantity: String(quantity) });
  if (!('fragments' in answer)) throw new Error(`could not add ${slug}: ${JSON.stringify(answer)}`);
  return s;
}

/** The checked shipping method of a review's HTML. */
export const checkedShipping = (html: string) => /name="shipping_method\[0\]" checked="" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The fragment keys of `update_order_review` (contract.md). */
export const reviewTable = '.woocommerce-checkout-review-order-table';
export const paymentFragment = '.woocommerce-checkout-payment';

export interface ReviewAnswer {
  result: string;
  messages: string;
  reload: boolean;
  fragments: Record<string, string>;
}

export interface CheckoutParams {
  update_order_review_nonce: string;
  apply_coupon_nonce: string;
  remove_coupon_nonce: string;
}

/** The checkout page and its `wc_checkout_params`. */
export async function checkoutPage(s: Shopper): Promise<{ html: string; params: CheckoutParams }> {
  const html = await (await s.request('/thanh-toan/')).text();
  return { html, params: pageGlobal<CheckoutParams>(html, 'wc_checkout_params')! };
}

/** `update_order_review` as a script posts it, with the page's nonce. */
export function review(s: Shopper, params: CheckoutParams, fields: Record<string, string>): Promise<ReviewAnswer> {
  return s.json<ReviewAnswer>('update_order_review', { security: params.update_order_review_nonce, ...fields });
}

/**
 * The checkout page's nonce, and the shipping method checked once the province is chosen (the review the
 * page's script asks for when the province changes), as a browser would post them.
 */
export async function checkoutForm(s: Shopper, province = hanoi.province): Promise<{ html: string; nonce: string; shipping: string; params: CheckoutParams }> {
  const { html, params } = await checkoutPage(s);
  const nonceInput = new RegExp(`<input[^>]*name="${checkoutNonceField}"[^>]*>`).exec(html)?.[0] ?? '';
  const nonce = /value="([0-9a-f]*)"/.exec(nonceInput)?.[1] ?? '';
  const answer = await review(s, params, { billing_province: province });
  return { html, nonce, shipping: checkedShipping(answer.fragments[reviewTable] ?? ''), params };
}

/** Hà Nội and one of its wards in the 2025 two-tier data; Phường Sài Gòn is in TP. Hồ Chí Minh. */
export const hanoi = { province: '01', ward: '00004', wardName: 'Phường Ba Đình' };
export const saigonWard = '26740';

/** A complete, valid checkout post for this form (cash on delivery in Hà Nội). */
export function validFields(form: { nonce: string; shipping: string }, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    billing_full_name: 'Nguyễn Văn An',
    billing_phone: '0912345678',
    billing_email: 'an.nguyen@example.com',
    billing_province: hanoi.province,
    billing_ward: hanoi.ward,
    billing_address_1: 'Số 1 Điện Biên Phủ',
    order_comments: 'Giao giờ hành chính',
    'shipping_method[0]': form.shipping,
    payment_method: 'cod',
    terms: '1',
    [checkoutNonceField]: form.nonce,
    ...overrides,
  };
}

export async function setStock(db: Db, slug: string, stock: number): Promise<void> {
  await db.updateTable('products').set({ stock_quantity: stock, stock_status: 'instock', backorders_allowed: 0 }).where('slug', '=', slug).execute();
}

export async function setSetting(db: Db, name: string, value: string): Promise<void> {
  await db.deleteFrom('settings').where('name', '=', name).execute();
  await db.insertInto('settings').values({ name, value }).execute();
}

export const count = async (db: Db, table: 'orders' | 'order_lines' | 'outbox' | 'cart_items' | 'order_coupons' | 'coupon_usages' | 'order_attribution') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
