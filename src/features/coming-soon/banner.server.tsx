import * as vi from '../../lib/messages/index';
import { cms } from '../../lib/contract-names';
import { restNonceAction } from '../../server/rest/rest-user.server';
import { createNonce } from '../../server/nonce.server';
import type { ShopContext } from '../../server/shop.server';
import { currentStaffId, userMeta } from '../account/index.server';

/**
 * Spec 4.1, 7.1: the footer banner staff see while the shop is coming soon, until they dismiss it. Its link carries
 * the user REST URL and the nonce the dismissal sends (coming-soon-banner.client.ts).
 */
export async function comingSoonBanner(c: ShopContext) {
  const staffId = await currentStaffId(c);
  if (staffId === null || !(await c.get('deps').settings()).comingSoon.enabled) return null;
  if ((await userMeta(c.get('deps').database.db, staffId)).woocommerce_coming_soon_banner_dismissed === 'yes') return null;
  const nonce = await createNonce(c, restNonceAction);
  return (
    <div id="coming-soon-footer-banner" className="woocommerce-coming-soon-banner-container" role="region" aria-label={vi.rest.comingSoonTitle}>
      <p className="woocommerce-coming-soon-banner">{vi.rest.comingSoonBanner}</p>
      <a
        href="#"
        className="coming-soon-footer-banner-dismiss"
        role="button"
        aria-label={vi.rest.dismiss}
        data-rest-url={`${cms.restPrefix}/wp/v2/users/${staffId}`}
        data-current-user-id={staffId}
        data-nonce={nonce}
      >
        ×
      </a>
    </div>
  );
}
