import * as vi from '../../lib/messages/index';
import { htmlText } from '../../lib/html-text';
import { metaDescription, renderPage } from '../../server/render.server';
import { siteOrigin } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import { breadcrumbJsonLd } from '../../ui/breadcrumbs.server';
import { loadProductCards } from '../catalogue/index.server';
import { canonicalPageUrl, listingCardExtras } from '../listings/index.server';
import { requestUrl } from '../../server/request-url.server';
import { reviewSection } from '../reviews/index.server';
import { productJsonLd } from './json-ld.server';
import { ProductPage } from './page.server';
import { productPageExtras } from './page-extras.server';
import { productShare } from './share.server';
import { approvedReviews } from './queries.server';
import { loadCategories, relatedProductIds } from '../catalogue/index.server';
import { loadProductView } from './service.server';
import { productTrail } from './trail.server';

const relatedCount = 4;

/** GET /san-pham/:slug/ — the single product page, or the shop's 404. */
export async function productPageRoute(c: ShopContext): Promise<Response> {
  const deps = c.get('deps');
  const db = deps.database.db;
  const view = await loadProductView(db, await deps.settings(), c.req.param('slug') ?? '');
  if (!view) return c.notFound();
  // One kept page per product, however its path was spelt and whatever search or sort parameters a link carried (decision 090).
  const canonical = canonicalPageUrl(view.url, requestUrl(c));
  if (canonical) return c.redirect(canonical, 301);
  const p = view.product;
  const [categories, reviews, relatedIds, extras, reviewForm] = await Promise.all([
    loadCategories(db),
    approvedReviews(db, p.id),
    relatedProductIds(db, p.id, view.categories.map((c) => c.id), relatedCount),
    productPageExtras(c, p.id),
    reviewSection(c, p.id, view.url),
  ]);
  const related = await loadProductCards(db, relatedIds);
  const relatedExtras = await listingCardExtras(c, related);
  const trail = productTrail(p.name, view.categories, categories);
  const origin = siteOrigin(c);
  return renderPage(
    c,
    {
      title: `${p.name} – ${vi.common.siteName}`,
      description: metaDescription(htmlText(p.shortDescription)),
      canonicalPath: view.url,
      jsonLd: [productJsonLd(view, origin), breadcrumbJsonLd(trail, origin)],
      share: productShare(view),
      bodyClass: `single single-product product-template-default postid-${p.id}`,
    },
    <>
      <ProductPage view={view} trail={trail} reviews={reviews} reviewForm={reviewForm} related={related} relatedExtras={relatedExtras} />
      {extras}
    </>,
  );
}
