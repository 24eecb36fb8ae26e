import { urls } from '../../lib/urls';

/** A cart line's remove link that works without scripting (nonce-protected, spec 8.1's fallback); kept out of lib/urls, which the browser bundle carries. */
export const removeItemUrl = (key: string, nonce: string) => `${urls.cart()}?remove_item=${key}&_wpnonce=${nonce}`;
