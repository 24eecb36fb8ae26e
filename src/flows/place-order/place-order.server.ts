import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { mailboxOf } from '../../lib/mailbox';
import type { Config } from '../../lib/config.server';
import { log } from '../../server/log.server';
import { addressLimits, takeFromLimit } from '../../server/rate-limit.server';
import { pageChangesMade } from '../../server/page-changes.server';
import type { ShopDeps } from '../../server/shop.server';
import type { ShopSettings } from '../../settings/groups.server';
import type { ResolvedAddress } from '../../features/address/index.server';
import { describeOrigin, saveOrderAttribution } from '../../features/attribution/index.server';
import { OutOfStock, takeStock } from '../../features/catalogue/index.server';
import { CouponLimitReached, recordCouponUsage } from '../../features/coupons/index.server';
import { queueMail, saveMailFilesAfterAnswer } from '../../features/mail/index.server';
import { holdShippingPrice, shippingChangedMessage, type ShippingMethod } from '../../features/shipping/index.server';
import { createOrder, forgetOldSubmissions, loadOrderByKey, noteSubmission, orderMails, orderOfSubmission, SubmissionTaken, transferFor, type OrderLine, type PaymentMethod, type PlacedOrder } from '../../features/orders/index.server';
import { priceOrder } from '../totals/price-order.server';

/** What an order is placed for besides its lines: who buys, where it goes, how it is paid, where the shopper came from. */
export interface OrderRequest {
  sessionId: string;
  userId: number | null;
  customer: { name: string; phone: string; email: string };
  /** Checked against the administrative units by the door that read the form. */
  address: ResolvedAddress & { street: string };
  note: string;
  paymentMethod: PaymentMethod;
  shippingMethodId: string;
  /** The cost (đồng, as posted) the shopper was shown for that method; null when the form posted none. */
  shippingCostSeen: string | null;
  /** Delivery whose cost the shop agrees with the shopper later (no shipping shown): recorded as this line, charged nothing. */
  shippingToAgree?: { id: string; label: string };
  attribution: Record<string, string>;
  /** The submission's key (orders' submissionKey): a repeat of one that placed its order answers that order. */
  submission?: string;
}

/**
 * Where an order's lines come from: the session's cart (cart-order.server.ts) or one product that is in no cart
 * (item-order.server.ts). Both run inside the order's transaction.
 */
export interface OrderSource {
  /** The lines, priced from the catalogue now, and the coupon codes to apply. */
  take(trx: Db): Promise<{ lines: OrderLine[]; couponCodes: string[] }>;
  /** Marks what was taken as ordered, or throws OrderRefused when it changed meanwhile. */
  claim(trx: Db): Promise<void>;
}

/** One reason the order is not placed; `field` is what it is about (null: the order as a whole). */
export interface OrderProblem {
  field: 'coupon' | 'shipping' | null;
  message: string;
}

/** `repeated`: the submission had placed this order before, and nothing was placed now (decision 079). */
export type PlaceResult = { ok: true; order: PlacedOrder; repeated?: true } | { ok: false; problems: OrderProblem[] };

/**
 * A reason found inside the transaction; throwing it rolls everything back. `cartGone`: the cart was emptied or
 * claimed meanwhile, which is what a repeat of a submission that placed its order finds.
 */
export class OrderRefused extends Error {
  constructor(
    readonly problems: OrderProblem[],
    readonly cartGone = false,
  ) {
    super('order refused');
  }
}

// Only a refusal a repeat of the same submission meets is answered with its earlier order; any other (sold out, a
// coupon used up) is told, or a new cart posted with the same form would be answered the old order (decision 079).
const metByRepeat = (error: unknown) => error instanceof SubmissionTaken || (error instanceof OrderRefused && error.cartGone);

/**
 * Places the order in one transaction: the lines taken and priced on the server, claimed (so the same cart cannot
 * be ordered twice at once), the order written, stock taken, coupon use counted, attribution stored and the
 * e-mails queued in the outbox, and the submission noted with its order. Any failure rolls all of it back.
 */
export async function placeOrder(ctx: { deps: ShopDeps; origin: string }, request: OrderRequest, source: OrderSource): Promise<PlaceResult> {
  const settings = await ctx.deps.settings();
  try {
    const { order, mailIds } = await ctx.deps.database.db.transaction().execute((trx) => placeInTransaction(trx, settings, ctx.deps.config, ctx.origin, request, source));
    await pageChangesMade(); // stock and sales changed: the pages showing them go before the shopper sees the next
    saveMailFilesAfterAnswer(ctx.deps, mailIds); // the copies are written after the answer (decision 055)
    if (request.submission) await forgetOldSubmissions(ctx.deps.database.db).catch((error) => log.error('order-submissions', error));
    return { ok: true, order };
  } catch (error) {
    // Refused because the same submission placed its order meanwhile (its key or cart claimed): that order answers.
    const earlier = request.submission && metByRepeat(error) ? await orderOfSubmission(ctx.deps.database.db, request.submission).catch(() => undefined) : undefined;
    return earlier ? { ok: true, order: earlier, repeated: true } : { ok: false, problems: refusal(error) };
  }
}

function refusal(error: unknown): OrderProblem[] {
  if (error instanceof OrderRefused) return error.problems;
  if (error instanceof OutOfStock) return [{ field: null, message: vi.checkout.outOfStock(error.line.name) }];
  if (error instanceof CouponLimitReached) return [{ field: 'coupon', message: error.message }];
  log.error('checkout', error);
  return [{ field: null, message: vi.checkout.orderFailed }];
}

async function placeInTransaction(trx: Db, settings: ShopSettings, config: Config, origin: string, request: OrderRequest, source: OrderSource) {
  const { customer, userId } = request;
  const { lines, couponCodes } = await source.take(trx);
  if (!lines.length) throw new OrderRefused([{ field: null, message: vi.checkout.cartEmpty }], true);
  const toAgree = request.shippingToAgree;
  if (!toAgree) await holdShippingPrice(trx, request.shippingMethodId);
  const pricing = await priceOrder(trx, {
    lines,
    couponCodes,
    provinceCode: toAgree ? null : request.address.province.code, // no province: no shipping priced
    shippingMethodId: request.shippingMethodId,
    customer: { email: customer.email, userId },
  });
  const { coupons, totals } = pricing;
  if (coupons.errors.length) throw new OrderRefused(coupons.errors.map((e) => ({ field: 'coupon', message: e.message })));
  const shipping = toAgree ? { ...toAgree, cost: 0 } : chargedShipping(pricing.shippingMethods, request);
  await source.claim(trx);

  const placed = await createOrder(trx, {
    userId,
    sessionId: request.sessionId,
    customer,
    address: request.address,
    note: request.note,
    paymentMethod: request.paymentMethod,
    shipping,
    subtotal: totals.subtotal,
    coupons: coupons.discounts,
    discountTotal: totals.discountTotal,
    total: totals.total,
    lines,
  });
  if (request.submission) await noteSubmission(trx, request.submission, placed.id);
  await takeStock(trx, lines.map((l) => ({ productId: l.productId, variationId: l.variationId, quantity: l.quantity, name: l.name })));
  if (coupons.discounts.length) await recordCouponUsage(trx, { codes: coupons.discounts.map((d) => d.code), orderId: placed.id, email: customer.email, userId, phone: customer.phone });
  await saveOrderAttribution(trx, placed.id, request.attribution);

  const order = await loadOrderByKey(trx, placed.id, placed.orderKey);
  if (!order) throw new Error(`order ${placed.id} not readable after insert`);
  const transfer = request.paymentMethod === 'bacs' ? transferFor(settings.bank, order) : null;
  const mails = orderMails(order, {
    shopEmail: settings.mail.shopEmail,
    orderUrl: origin + urls.orderReceived(placed.id, placed.orderKey),
    transfer,
    origin: describeOrigin(request.attribution),
  });
  const [confirmation, notification] = mails;
  const mailIds: number[] = [];
  if (await confirmationWanted(trx, config, { email: customer.email, userId, orderId: placed.id })) mailIds.push(await queueMail(trx, confirmation));
  mailIds.push(await queueMail(trx, notification));
  return { order: placed, mailIds };
}

/** The chosen method as this transaction prices it, refused when not offered or priced otherwise than the shopper saw. */
function chargedShipping(methods: ShippingMethod[], request: OrderRequest): ShippingMethod {
  const shipping = methods.find((m) => m.id === request.shippingMethodId);
  if (!shipping) throw new OrderRefused([{ field: 'shipping', message: vi.checkout.shippingInvalid }]);
  // Checked on the price this transaction charges, so a re-price cannot come between the check and the order.
  const changed = shippingChangedMessage(shipping, request.shippingCostSeen);
  if (changed) throw new OrderRefused([{ field: 'shipping', message: changed }]);
  return shipping;
}

/** Whether the shopper is sent the order's confirmation; the shop's own new-order mail goes in every case. */
async function confirmationWanted(trx: Db, config: Config, order: { email: string; userId: number | null; orderId: number }): Promise<boolean> {
  // Quick buy may be ordered without an e-mail: there is no one to confirm to, and '' is no address to count.
  if (!order.email.trim()) return false;
  // Without an account anyone can type a victim's address: past the cap the order stands and only its mail is skipped.
  if (order.userId !== null || (await takeFromLimit(trx, addressLimits(config).confirmationsPerRecipient, mailboxOf(order.email)))) return true;
  log.warn('confirmation-skipped', { order: order.orderId, reason: 'too many confirmations to this address (decision 022)' });
  return false;
}
