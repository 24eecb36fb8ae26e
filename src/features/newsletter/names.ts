// The newsletter's field names and addresses, shared by the forms, the routes and the browser script.

/** The opt-in box at checkout and registration; the e-mail capture reads it too (spec 7.5 `subscribed`). */
export const optInField = 'mailchimp_woocommerce_newsletter';

export const signupFields = {
  email: 'newsletter_email',
  /** Hidden from people; a robot filling every field fills it. */
  honeypot: 'newsletter_website',
  token: 'token',
} as const;

export const newsletterUrls = {
  signup: () => '/nhan-tin/dang-ky/',
  confirm: (token?: string) => `/nhan-tin/xac-nhan/${token ? `?token=${token}` : ''}`,
  unsubscribe: (token?: string) => `/nhan-tin/huy/${token ? `?token=${token}` : ''}`,
} as const;

export const tokenPattern = /^[0-9a-f]{32}$/;
