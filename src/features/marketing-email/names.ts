// The e-mail marketing plugin's action names live with the other contract names (decision 010).
export { mail as mailActions } from '../../lib/contract-names';

// Its cookies (spec 3.10).
export const mailCookies = {
  email: 'mailchimp_user_email',
  previousEmail: 'mailchimp_user_previous_email',
  subscribed: 'mailchimp_cart_subscribed',
} as const;

/** The query parameter of a reminder link that names the cart (spec 3.10). */
export const cartIdParameter = 'mc_cart_id';

// The checkout's, the registration form's and the login's e-mail fields; the e-mail rule filters the rest.
export const emailFields = '#billing_email, #reg_email, #username';
