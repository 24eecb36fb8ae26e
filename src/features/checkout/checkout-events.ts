/** Fired on document.body when an order is refused (the ecosystem's `checkout_error`); detail lists the refused fields. */
export const checkoutErrorEvent = 'checkout_error';
export interface CheckoutErrorDetail {
  fields: string[];
}

/** Fired on document.body after the order review was brought up to date (the ecosystem's `updated_checkout`). */
export const updatedCheckoutEvent = 'updated_checkout';
