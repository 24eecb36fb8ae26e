/** The shipping radios' name, as the ecosystem's cart and checkout scripts post the choice for the one package. */
export const shippingInputName = 'shipping_method[0]';
