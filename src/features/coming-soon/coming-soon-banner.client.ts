import { cms } from '../../lib/contract-names';
import { restClient } from '../../client/rest/rest-client';

/**
 * Spec 7.1, 4.1: the banner's dismiss link POSTs `meta.woocommerce_coming_soon_banner_dismissed = 'yes'` to the user
 * REST URL with the nonce header (refreshed once if it went stale, spec 7.7); the banner hides once the call has
 * completed, whether it succeeded or not, and after a success the server stops drawing it.
 */
export function dismissBanner(link: HTMLAnchorElement): void {
  const rest = restClient({ root: `${cms.restPrefix}/`, nonce: link.dataset.nonce, nonceEndpoint: `${cms.ajaxPath}?action=rest-nonce` });
  const data = { meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } };
  void rest
    .request({ url: link.dataset.restUrl, method: 'POST', data })
    .catch((error: unknown) => console.error(error)) // spec 8.4: errors reach the console only
    .finally(() => {
      const banner = document.getElementById('coming-soon-footer-banner');
      if (banner) banner.hidden = true;
    });
}
