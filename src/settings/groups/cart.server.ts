import { yesNo } from '../setting.server';

export const cart = {
  /** After an add the header's mini cart opens for a while (spec 4.2). */
  miniCartReveal: yesNo('is_mini_cart_reveal', true),
  redirectAfterAdd: yesNo('cart_redirect_after_add', false),
};
