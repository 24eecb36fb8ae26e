import { oneOf, yesNo } from '../setting.server';

/** The quick-buy popup's switches (issue 9); the district is asked only with the three-tier address structure. */
export const quickBuy = {
  enableShip: yesNo('quick_buy_enable_ship', true),
  requireEmail: yesNo('quick_buy_require_email', false),
  requireDistrict: yesNo('quick_buy_require_district', true),
  requireVillage: yesNo('quick_buy_require_village', true),
  requireAddress: yesNo('quick_buy_require_address', true),
  afterOrder: oneOf('quick_buy_after_order', ['redirect', 'content'] as const, 'redirect'),
  popup: oneOf('quick_buy_popup', ['fetched', 'inline'] as const, 'fetched'),
};
