import type { Db } from '../../db/index.server';
import { priceOf, problemMessage, quantityProblem, stockFacts } from '../../features/catalogue/index';
import { attributeLabels, chosenDetails, detailsText, refusalMessage, resolveItem, type ItemRequest } from '../../features/catalogue/index.server';
import { claimSubmission, type OrderLine } from '../../features/orders/index.server';
import { OrderRefused, type OrderSource } from './place-order.server';

/** One product, or one variation, and how many: an order that is not the session's cart. */
export interface OrderItemRequest extends ItemRequest {
  quantity: number;
}

/**
 * The item's line as an order takes it: the product or variation resolved and priced from the catalogue and held
 * to its stock and limits, or OrderRefused.
 */
export async function takeItem(db: Db, item: OrderItemRequest): Promise<OrderLine> {
  const resolution = await resolveItem(db, item);
  if (!resolution.ok) throw new OrderRefused([{ field: null, message: refusalMessage(resolution) }]);
  const { product, variation, attributes } = resolution.item;
  const unit = variation ?? product;
  const problem = quantityProblem(stockFacts(unit, product), item.quantity);
  if (problem) throw new OrderRefused([{ field: null, message: problemMessage(problem, product.name) }]);
  const unitPrice = priceOf(unit) ?? 0; // a resolved item is purchasable, so it has a price
  const labels = await attributeLabels(db, Object.keys(attributes));
  return {
    productId: product.id,
    variationId: variation?.id ?? null,
    name: product.name,
    attributes: detailsText(chosenDetails(attributes, labels)),
    sku: (unit.sku ?? product.sku) || null,
    quantity: item.quantity,
    unitPrice,
    lineTotal: unitPrice * item.quantity,
  };
}

/**
 * The door for an order of one line that is in no cart (quick buy), taken inside the order's transaction. With no
 * cart to claim, the submission's key is claimed, so the same submission twice at once places one order (decision 079);
 * claimed first, so the second is known as a repeat before a coupon or stock check the first used up can refuse it.
 */
export function itemOrder(item: OrderItemRequest, couponCodes: string[], submission: string): OrderSource {
  return {
    async take(trx) {
      await claimSubmission(trx, submission);
      return { lines: [await takeItem(trx, item)], couponCodes };
    },
    claim: async () => {},
  };
}
