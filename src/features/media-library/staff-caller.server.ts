import * as vi from '../../lib/messages/index';
import { restError } from '../../server/rest/errors.server';
import { restUserId } from '../../server/rest/rest-user.server';
import type { ShopContext } from '../../server/shop.server';
import { staffRoleOf } from '../account/index.server';

/**
 * The REST call's staff member (both roles may upload, as the ecosystem's `upload_files`), or its refusal: 401 for
 * a visitor (or a call without a nonce), 403 for a customer.
 */
export async function restStaffId(c: ShopContext, code: string): Promise<number | Response> {
  const userId = await restUserId(c);
  if (userId === null) return restError(c, 401, code, vi.rest.notLoggedIn);
  return (await staffRoleOf(c.get('deps').database.db, userId)) ? userId : restError(c, 403, code, vi.rest.forbidden);
}
