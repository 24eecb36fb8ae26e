// The quick-buy integration tests: a shopper posting the popup's calls as its script does.
import { cms, quickBuy } from '../../lib/contract-names';
import { TestBrowser } from '../../../tests/support/browser';
import { hanoi } from '../checkout/checkout-test-support';

export const origin = 'http://localhost';

export type Answer<T = unknown> = { status: number; body: { success: boolean; data: T; fields?: Record<string, string> } };

export class QuickBuyer extends TestBrowser {
  /** An admin-ajax POST from the shop's own pages (the Origin header a browser sends). */
  async call<T = unknown>(action: string, fields: Record<string, string>): Promise<Answer<T>> {
    const res = await this.request(cms.ajaxPath, { method: 'POST', body: new URLSearchParams({ action, ...fields }), headers: { Origin: origin } });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }

  /** The popup's HTML and the nonce it carries. */
  async popup(productId: number): Promise<{ status: number; html: string; nonce: string }> {
    const res = await this.request(cms.ajaxPath, { method: 'POST', body: new URLSearchParams({ action: quickBuy.formAction, prodid: String(productId) }), headers: { Origin: origin } });
    const html = await res.text();
    return { status: res.status, html, nonce: /name="prod_nonce" value="([0-9a-f]*)"/.exec(html)?.[1] ?? '' };
  }

  /** One of the product ordered from its popup by the customer form with these changes. */
  async order(productId: number, customer: Record<string, string>): Promise<Answer> {
    const { nonce } = await this.popup(productId);
    return this.call(quickBuy.orderAction, { prod_id: String(productId), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo(customer) });
  }
}

/** A complete customer form in Hà Nội (two tiers), as the popup serializes it. */
export function customerInfo(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    'customer-name': 'Phạm Thu Hà',
    'customer-phone': '0987654321',
    'customer-valid-phone': '0987654321',
    'customer-email': 'thuha@example.vn',
    'customer-tinh': hanoi.province,
    'customer-quan': '',
    'customer-xa': hanoi.ward,
    'customer-address': 'Số 12 Tràng Tiền',
    'customer-coupon': '',
    'shipping_method[0]': 'flat_rate:1',
    ...overrides,
  }).toString();
}

export const productInfo = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
