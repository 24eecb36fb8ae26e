import { cms } from '../../lib/contract-names';
import { restClient } from '../../client/rest/rest-client';

/**
 * Spec 7.1, 4.1: the banner's dismiss link POSTs `meta.woocommerce_coming_soon_banner_dismissed = 'yes'` to the user
 * REST URL with the nonce header (refreshed once if it went stale, spec 7.7); the banner hides once the call
 * succeeds, and the server stops drawing it.
 */
export function startBannerDismissal(link: HTMLAnchorElement): void {
  const rest = restClient({ root: `${cms.restPrefix}/`, nonce: link.dataset.nonce, nonceEndpoint: `${cms.ajaxPath}?action=rest-nonce` });
  link.addEventListener('click', (e) => {
    e.preventDefault();
    const data = { meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } };
    rest.request({ url: link.dataset.restUrl, method: 'POST', data }).then(
      () => {
        const banner = document.getElementById('coming-soon-footer-banner');
        if (banner) banner.hidden = true;
      },
      (error: unknown) => console.error(error), // spec 8.4: errors reach the console; the banner stays to try again
    );
  });
}
