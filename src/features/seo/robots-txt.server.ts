import { cms } from '../../lib/contract-names';

const adminFolder = cms.ajaxPath.slice(0, cms.ajaxPath.lastIndexOf('/') + 1);

/**
 * Everything may be crawled except the admin area (its ajax endpoint stays reachable), product searches,
 * add-to-cart and add-to-wishlist links, which would only crawl copies of other pages or fill carts and wishlists
 * (each such link gives a crawler a new session; rel="nofollow" does not stop one following it).
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${adminFolder}`,
    `Allow: ${cms.ajaxPath}`,
    'Disallow: /?s=',
    'Disallow: /*?add-to-cart=',
    'Disallow: /*&add-to-cart=',
    'Disallow: /*?add_to_wishlist=',
    'Disallow: /*&add_to_wishlist=',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
