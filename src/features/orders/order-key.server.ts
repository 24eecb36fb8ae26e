import { randomBytes } from 'node:crypto';

/** The ecosystem's order key: 'wc_order_' and 24 random URL-safe characters (144 bits), the thank-you page's only proof. */
export function newOrderKey(): string {
  return `wc_order_${randomBytes(18).toString('base64url')}`;
}

export const orderKeyPattern = /^wc_order_[A-Za-z0-9_-]{24}$/;

/** The number a shopper and the shop quote: the order's id, so it is unique and needs no counter of its own. */
export function orderNumberOf(orderId: number): string {
  return String(orderId);
}
