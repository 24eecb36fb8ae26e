import { cms } from '../../lib/contract-names';
import { createNonce } from '../nonce.server';
import type { ShopContext } from '../shop.server';
import { restNonceAction } from './rest-user.server';

/** `wpApiSettings`, as the ecosystem prints it for signed-in users: the REST root and their `wp_rest` nonce. */
export async function restApiSettings(c: ShopContext): Promise<Record<string, object>> {
  return { wpApiSettings: { root: `${cms.restPrefix}/`, nonce: await createNonce(c, restNonceAction), versionString: 'wp/v2/' } };
}
