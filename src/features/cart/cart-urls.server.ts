import { urls } from '../../lib/urls';

// Cart URLs that src/lib/urls.ts does not have yet; they move there once the checkout exists.
export const cartUrls = {
  /** The remove link that works without scripting (nonce-protected, spec 8.1's fallback). */
  removeItem: (key: string, nonce: string) => `${urls.cart()}?remove_item=${key}&_wpnonce=${nonce}`,
  checkout: () => '/thanh-toan/',
} as const;
