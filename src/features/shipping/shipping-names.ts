/** The shipping radios' name, as the ecosystem's cart and checkout scripts post the choice for the one package. */
export const shippingInputName = 'shipping_method[0]';
/** The hidden field each shipping choice carries: the cost (đồng) the shopper was shown for that method (decision 093). */
export const seenCostField = (methodId: string) => `shipping_cost_seen[${methodId}]`;
