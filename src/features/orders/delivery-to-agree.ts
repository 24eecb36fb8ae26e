/**
 * The shipping id of an order whose delivery cost the shop agrees with the shopper when it calls back (quick buy with
 * its shipping off): nothing was charged for it, so its line shows the label alone, no "0 ₫".
 */
export const deliveryToAgreeId = 'agreed_with_shop';

export const showsShippingAmount = (shipping: { id: string }): boolean => shipping.id !== deliveryToAgreeId;
