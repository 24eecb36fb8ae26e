import type { Db } from '../../db/index';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { log } from '../../server/log.server';
import type { ShopDeps } from '../../server/shop.server';
import type { ShopSettings } from '../../settings/groups';
import { resolveAddress, type ResolvedAddress } from '../address/index';
import { saveOrderAttribution } from '../attribution/order-attribution';
import { removeLine } from '../cart/cart-service';
import { clearSessionCoupons, CouponLimitReached, recordCouponUsage } from '../coupons/service';
import { queueMail, saveMailFiles } from '../mail/index';
import { transferFor } from '../orders/bank-transfer';
import { createOrder, type PlacedOrder } from '../orders/create-order';
import { orderMails } from '../orders/order-mail';
import { loadOrderByKey, type PaymentMethod } from '../orders/service';
import { OutOfStock, takeStock } from '../catalogue/index.server';
import { fields, type CheckoutInput } from './checkout-fields';
import { addressErrors, customerErrors, inFormOrder, normalPhone, type CheckoutError } from './checkout-rules';
import { lineAttributesText, reviewOrder } from './order-review';

export interface PlaceRequest {
  sessionId: string;
  userId: number | null;
  input: CheckoutInput;
  attribution: Record<string, string>;
}

/** The shop, and the origin the order's e-mails link to. */
export interface PlaceContext {
  deps: ShopDeps;
  origin: string;
}

export type PlaceResult = { ok: true; order: PlacedOrder } | { ok: false; errors: CheckoutError[] };

/** A reason found inside the transaction; throwing it rolls everything back. */
class Refused extends Error {
  constructor(readonly errors: CheckoutError[]) {
    super('order refused');
  }
}

/**
 * Places the order (issue 3 §6) in one transaction: the cart re-read and priced on the server, its lines claimed
 * (so the same cart cannot be ordered twice at once), the order written, stock taken, coupon use counted,
 * attribution stored, the e-mails queued and the cart emptied. Any failure rolls all of it back.
 */
export async function placeOrder(ctx: PlaceContext, request: PlaceRequest): Promise<PlaceResult> {
  const { input } = request;
  const settings = await ctx.deps.settings();
  const resolution = await resolveAddress(settings.address.structure, { province: input.province, district: input.district, ward: input.ward });
  const errors = [...customerErrors(input), ...(resolution.ok ? [] : addressErrors(resolution.problems))];
  if (errors.length || !resolution.ok) return { ok: false, errors: inFormOrder(errors) };
  try {
    const { order, mailIds } = await ctx.deps.database.db.transaction().execute((trx) => placeInTransaction(trx, settings, ctx.origin, request, resolution.address));
    await saveMailFiles(ctx.deps, mailIds).catch((error) => log.error('mail-file', error));
    return { ok: true, order };
  } catch (error) {
    return { ok: false, errors: refusal(error) };
  }
}

function refusal(error: unknown): CheckoutError[] {
  if (error instanceof Refused) return error.errors;
  if (error instanceof OutOfStock) return [{ id: null, message: vi.checkout.outOfStock(error.line.name) }];
  if (error instanceof CouponLimitReached) return [{ id: fields.coupon, message: error.message }];
  log.error('checkout', error);
  return [{ id: null, message: vi.checkout.orderFailed }];
}

async function placeInTransaction(trx: Db, settings: ShopSettings, origin: string, request: PlaceRequest, address: ResolvedAddress) {
  const { input, sessionId, userId } = request;
  const review = await reviewOrder(trx, sessionId, {
    provinceCode: address.province.code,
    shippingMethodId: input.shippingMethodId,
    extraCouponCode: input.couponCode,
    email: input.email,
    userId,
  });
  if (!review.cart.lines.length) throw new Refused([{ id: null, message: vi.checkout.cartEmpty }]);
  if (review.coupons.errors.length) throw new Refused(review.coupons.errors.map((e) => ({ id: fields.coupon, message: e.message })));
  const shipping = review.shippingMethods.find((m) => m.id === input.shippingMethodId);
  if (!shipping) throw new Refused([{ id: fields.shipping, message: vi.checkout.shippingInvalid }]);

  for (const line of review.cart.lines) {
    if (!(await removeLine(trx, sessionId, line.key))) throw new Refused([{ id: null, message: vi.checkout.cartChanged }]);
  }
  await clearSessionCoupons(trx, sessionId);

  const payment = input.paymentMethod as PaymentMethod;
  const discountTotal = review.coupons.discountTotal;
  const placed = await createOrder(trx, {
    userId,
    sessionId,
    customer: { name: input.name, phone: normalPhone(input.phone) ?? input.phone, email: input.email },
    address: { province: address.province, district: address.district, ward: address.ward, street: input.street },
    note: input.note,
    paymentMethod: payment,
    shipping,
    subtotal: review.cart.subtotal,
    coupons: review.coupons.discounts,
    discountTotal,
    total: review.total,
    lines: review.cart.lines.map((l) => ({
      productId: l.productId,
      variationId: l.variationId,
      name: l.name,
      attributes: lineAttributesText(l),
      sku: l.sku || null,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
    })),
  });
  await takeStock(trx, review.cart.lines.map((l) => ({ productId: l.productId, variationId: l.variationId, quantity: l.quantity, name: l.name })));
  if (review.coupons.discounts.length) {
    await recordCouponUsage(trx, { codes: review.coupons.discounts.map((d) => d.code), orderId: placed.id, email: input.email, userId });
  }
  await saveOrderAttribution(trx, placed.id, request.attribution);

  const order = await loadOrderByKey(trx, placed.id, placed.orderKey);
  if (!order) throw new Error(`order ${placed.id} not readable after insert`);
  const transfer = payment === 'bacs' ? transferFor(settings.bank, order) : null;
  const mails = orderMails(order, { shopEmail: settings.mail.shopEmail, orderUrl: origin + urls.orderReceived(placed.id, placed.orderKey), transfer });
  const mailIds: number[] = [];
  for (const mail of mails) mailIds.push(await queueMail(trx, mail));
  return { order: placed, mailIds };
}
