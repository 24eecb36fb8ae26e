import { readSession } from '../session.server';
import { createNonce } from '../nonce.server';
import type { ActionRegistry } from '../shop.server';
import { personalAnswer, restNonceAction } from './rest-user.server';

/**
 * `admin-ajax.php?action=rest-nonce`: a fresh REST nonce as plain text for the signed-in user (the browser helper asks
 * it after `rest_cookie_invalid_nonce`); a visitor has none to refresh and gets the router's `0` with 400.
 */
export function registerRestNonceRefresh(adminAjax: ActionRegistry): void {
  adminAjax.read('rest-nonce', async (_input, c) => {
    if (!(await readSession(c))?.user_id) return c.text('0', 400, { 'Cache-Control': 'no-store' });
    return c.text(await createNonce(c, restNonceAction), 200, { 'Cache-Control': personalAnswer });
  });
}
