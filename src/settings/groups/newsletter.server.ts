import { filled, yesNo } from '../setting.server';

export const newsletter = {
  /** The label of the `#mailchimp_woocommerce_newsletter` box at checkout and registration. */
  optInLabel: filled('newsletter_label', 'Đăng ký nhận bản tin khuyến mãi qua email'),
  /** Whether that box starts ticked; 'no' asks the shopper to tick it (consent given, not assumed). */
  optInChecked: yesNo('newsletter_checked_by_default', false),
};
