// Account URLs that src/lib/urls.ts does not have yet.
export const accountUrls = {
  myAccount: () => '/tai-khoan/',
  logIn: () => '/tai-khoan/dang-nhap/',
  register: () => '/tai-khoan/dang-ky/',
  logOut: () => '/tai-khoan/dang-xuat/',
  /** The ecosystem's logout link: a GET carrying the nonce. */
  logOutLink: (nonce: string) => `/tai-khoan/dang-xuat/?_wpnonce=${nonce}`,
  order: (number: string) => `/tai-khoan/don-hang/${encodeURIComponent(number)}/`,
} as const;

/** Nonce actions of the account forms, as the ecosystem names them. */
export const accountNonces = { logIn: 'woocommerce-login', register: 'woocommerce-register', logOut: 'log-out' } as const;
