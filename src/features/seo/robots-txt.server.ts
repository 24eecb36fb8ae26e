import { cms } from '../../lib/contract-names';

const adminFolder = cms.ajaxPath.slice(0, cms.ajaxPath.lastIndexOf('/') + 1);

/**
 * Everything may be crawled except the admin area (its ajax endpoint stays reachable), product searches
 * and add-to-cart links, which would only crawl copies of other pages or fill carts.
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${adminFolder}`,
    `Allow: ${cms.ajaxPath}`,
    'Disallow: /?s=',
    'Disallow: /*?add-to-cart=',
    'Disallow: /*&add-to-cart=',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
