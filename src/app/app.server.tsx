import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import * as vi from '../lib/messages/index';
import { cms, contactForm } from '../lib/contract-names';
import { clientDir } from '../server/assets.server';
import { mountAdminAjax, mountShopAjax } from './contract-routers.server';
import { renderPage } from '../server/render.server';
import { storableRequest } from '../server/request.server';
import { ActionRegistry, type AppEnv, type Feature, type ShopDeps, type ShopRoutes } from '../server/shop.server';
import { features as allFeatures } from './features.server';
import { requestLog } from '../server/log.server';
import { compression } from './compression.server';
import { pageFrame } from './page-frame.server';
import { pageCache } from './page-cache.server';
import { PageStore } from './page-store.server';
import { setSecurityHeaders } from './security-headers.server';
import { addToCartWithoutScript } from '../features/cart/index.server';
import { comingSoonGate } from '../features/coming-soon/index.server';
import { maxUploadBytes } from '../features/media-library/index.server';
import { refuseCrossSite } from '../server/cross-site.server';
import { refuseUnknownHost } from '../server/trusted-host.server';
import { answerThrown, bodyTooLarge } from './error-answers.server';
import { restNoRoute } from '../server/rest/errors.server';
import { overrideRestMethod } from '../server/rest/method-override.server';
import { healthy } from './health-check.server';
import { registerRestNonceRefresh } from '../server/rest/nonce-refresh.server';
import { restRouter } from '../server/rest/router.server';

// Only requests that may carry a body are limited: looking at a GET's body makes the adapter build a whole Request.
const withBody =
  (limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);

/** The page cache's memory as configured; the server answers its hits before the app (stored-pages.server.ts). */
export const pageStoreFor = (config: ShopDeps['config']) => new PageStore(config.pageCacheSeconds * 1000, config.pageCacheMegabytes * 1024 * 1024);
import { wishlistLinksWithoutScript } from '../features/wishlist/index.server';

/** Assembles the shop: middleware, the three contract routers, and every feature's routes. */
export function createApp(deps: ShopDeps, features: Feature[] = allFeatures, pages = pageStoreFor(deps.config)): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.config.logRequests));
  app.use('*', (c, next) => {
    c.set('deps', deps);
    c.set('pageFrame', pageFrame);
    setSecurityHeaders(c);
    return next();
  });
  app.use('*', compression());
  app.use('*', refuseUnknownHost); // decision 021: nothing is built from a Host the shop does not own
  app.use('*', refuseCrossSite); // decision 020: before any body, session or router
  app.use(cms.ajaxPath, withBody(bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.text('0', 413) })));
  // A contact form may carry files: its feedback call takes up to 8 MB (each file's own limit is the form's).
  const feedbackPath = `${cms.restPrefix}/${contactForm.restNamespace}/contact-forms/*`;
  const tooLarge = { code: 'rest_request_too_large', message: vi.contactForms.restErrors.tooLarge, data: { status: 413 } };
  app.use(feedbackPath, withBody(bodyLimit({ maxSize: 8 * 1024 * 1024, onError: (c) => c.json(tooLarge, 413) })));
  // Staff upload images to the media library (issue 13): an original of up to 10 MB and the form around it.
  const mediaPath = `${cms.restPrefix}/wp/v2/media`;
  const uploadTooLarge = { code: 'rest_upload_file_too_big', message: vi.mediaLibrary.tooLarge.replace('%s', String(maxUploadBytes / 1024 / 1024)), data: { status: 413 } };
  app.use(mediaPath, withBody(bodyLimit({ maxSize: maxUploadBytes + 64 * 1024, onError: (c) => c.json(uploadTooLarge, 413) })));
  // Every other form post (cart, checkout, account) is small; refuse big bodies before anyone reads them.
  const smallBody = withBody(bodyLimit({ maxSize: 256 * 1024, onError: bodyTooLarge }));
  app.use('*', (c, next) => (c.req.path.startsWith(feedbackPath.slice(0, -1)) || c.req.path === mediaPath ? next() : smallBody(c, next)));

  app.get('/healthz', (c) => c.json(healthy));
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );

  const routes: ShopRoutes = {
    adminAjax: new ActionRegistry(),
    shopAjax: new ActionRegistry(),
    rest: restRouter(),
    pages: new Hono<AppEnv>(),
  };
  registerRestNonceRefresh(routes.adminAjax);
  for (const feature of features) feature.register(routes, deps);

  app.use('*', comingSoonGate); // decision 042: before every router that shows the catalogue or takes a cart or order
  app.use('*', addToCartWithoutScript); // ?add-to-cart= and product forms posted without scripting
  app.use('*', wishlistLinksWithoutScript); // ?add_to_wishlist= and the wishlist page's row links without scripting
  mountShopAjax(app, routes.shopAjax);
  mountAdminAjax(app, routes.adminAjax);
  app.route(cms.restPrefix, routes.rest);
  app.use('*', pageCache(pages));
  app.route('/', routes.pages);

  app.notFound((c) => {
    if (c.req.path.startsWith(cms.restPrefix + '/')) return restNoRoute(c);
    return renderPage(c, { title: vi.common.notFoundTitle, status: 404, noindex: true }, <NotFound />);
  });
  const dispatch = app.fetch;
  // Before routing, so every route, parameter and query read sees the URL as the database can store it.
  app.fetch = (request, ...rest) => {
    const storable = storableRequest(request);
    return storable instanceof Response ? storable : dispatch(overrideRestMethod(storable), ...rest);
  };
  app.onError(answerThrown);
  return app;
}

function NotFound() {
  return (
    <section className="page-not-found container">
      <h1>{vi.common.notFoundTitle}</h1>
      <p>{vi.common.notFoundText}</p>
      <p>
        <a href="/">{vi.common.home}</a>
      </p>
    </section>
  );
}
