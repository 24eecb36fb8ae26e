import { htmlText } from '../../lib/html-text';
import type { ProductView } from './view.server';
import { fullSize } from './variation-image';

const availability = {
  instock: 'https://schema.org/InStock',
  outofstock: 'https://schema.org/OutOfStock',
  onbackorder: 'https://schema.org/BackOrder',
} as const;

/** schema.org Product for search engines: name, SKU, images, description, offer(s) in VND and the rating. */
export function productJsonLd(view: ProductView, origin: string): object {
  const p = view.product;
  const url = origin + view.url;
  const offer =
    p.type === 'variable' && p.minPrice !== p.maxPrice
      ? { '@type': 'AggregateOffer', lowPrice: p.minPrice, highPrice: p.maxPrice, offerCount: view.offerCount }
      : { '@type': 'Offer', price: p.minPrice };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    url,
    ...(p.sku ? { sku: p.sku } : {}),
    image: view.images.map((i) => origin + fullSize(i).src),
    description: htmlText(p.shortDescription || p.description),
    // Without a price there is nothing on offer: an Offer without one is invalid structured data.
    ...(p.minPrice !== null ? { offers: [{ ...offer, priceCurrency: 'VND', availability: availability[p.stockStatus], url }] } : {}),
    ...(p.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.averageRating, reviewCount: p.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
