import { priceOf, problemMessage, quantityProblem, stockFacts } from '../../features/catalogue/index';
import { attributeLabels, chosenDetails, detailsText, refusalMessage, resolveItem, type ItemRequest } from '../../features/catalogue/index.server';
import { OrderRefused, type OrderSource } from './place-order.server';

/** One product, or one variation, and how many: an order that is not the session's cart. */
export interface OrderItemRequest extends ItemRequest {
  quantity: number;
}

/**
 * The door for an order of one line that is in no cart (quick buy): the product or variation is resolved and
 * priced from the catalogue inside the order's transaction and held to its stock and limits; nothing is claimed.
 */
export function itemOrder(item: OrderItemRequest, couponCodes: string[]): OrderSource {
  return {
    async take(trx) {
      const resolution = await resolveItem(trx, item);
      if (!resolution.ok) throw new OrderRefused([{ field: null, message: refusalMessage(resolution) }]);
      const { product, variation, attributes } = resolution.item;
      const unit = variation ?? product;
      const problem = quantityProblem(stockFacts(unit, product), item.quantity);
      if (problem) throw new OrderRefused([{ field: null, message: problemMessage(problem, product.name) }]);
      const unitPrice = priceOf(unit) ?? 0; // a resolved item is purchasable, so it has a price
      const labels = await attributeLabels(trx, Object.keys(attributes));
      const line = {
        productId: product.id,
        variationId: variation?.id ?? null,
        name: product.name,
        attributes: detailsText(chosenDetails(attributes, labels)),
        sku: (unit.sku ?? product.sku) || null,
        quantity: item.quantity,
        unitPrice,
        lineTotal: unitPrice * item.quantity,
      };
      return { lines: [line], couponCodes };
    },
    async claim() {}, // nothing to claim: the item is in no cart
  };
}
