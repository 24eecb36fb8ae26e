import { yesNo } from '../setting.server';

export const comingSoon = {
  /** Spec 4.1, 7.1: visitors see only the coming-soon page; staff see the shop with the footer banner. */
  enabled: yesNo('woocommerce_coming_soon', false),
};
