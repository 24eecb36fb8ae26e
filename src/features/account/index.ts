// The account's addresses, for links anywhere on the site (the chrome's link prefetch skips them).
export { accountUrls } from './account-urls';
