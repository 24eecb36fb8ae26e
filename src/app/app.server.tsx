import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import * as vi from '../lib/messages/index';
import { cms, contactForm } from '../lib/contract-names';
import { clientDir } from '../server/assets.server';
import { mountAdminAjax, mountShopAjax } from './contract-routers.server';
import { renderPage } from '../server/render.server';
import { formFieldsWithin, storableRequest } from '../server/request.server';
import { bodyWithin, smallBodyBudget } from '../server/body-budget.server';
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
import { pageMethodsOnly } from './page-methods.server';
import { answerThrown, bodyTooLarge } from './error-answers.server';
import { restNoRoute } from '../server/rest/errors.server';
import { overrideRestMethod } from '../server/rest/method-override.server';
import { healthy } from './health-check.server';
import { registerRestNonceRefresh } from '../server/rest/nonce-refresh.server';
import { restUserId } from '../server/rest/rest-user.server';
import { restRouter } from '../server/rest/router.server';

// Only requests that may carry a body are limited: looking at a GET's body makes the adapter build a whole Request.
const withBody =
  (limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);

/**
 * The client build's files under /assets/, kept a year by browsers (their names change with their content).
 * serveStatic takes a Range it cannot read as "from byte 0" (a 206 of the whole file) and one without its unit as
 * bytes; RFC 9110 14.2 has such a Range ignored, so it is taken away first: the whole file with 200. A single byte
 * range is passed on (416 when it starts past the end).
 */
export function clientAssets(root = clientDir): MiddlewareHandler<AppEnv> {
  const files = serveStatic<AppEnv>({
    root,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (c, next) => {
    const range = c.req.header('range');
    const spec = range === undefined ? undefined : /^bytes=(\d+-\d*|-\d+)$/i.exec(range.trim())?.[1];
    if (range !== undefined && range !== `bytes=${spec}`) {
      const headers = new Headers(c.req.raw.headers);
      if (spec === undefined) headers.delete('range');
      else headers.set('range', `bytes=${spec}`);
      c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
    }
    return files(c, next);
  };
}

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
    // Before anything reads the settings: a page drawn from settings read before a purge is then not kept.
    c.set('pageCacheMark', pages.mark);
    setSecurityHeaders(c);
    return next();
  });
  app.use('*', compression());
  app.use('*', refuseUnknownHost); // decision 021: nothing is built from a Host the shop does not own
  app.use('*', refuseCrossSite); // decision 020: before any body, session or router
  app.use('*', pageMethodsOnly); // decision 100: TRACE, PUT and the like on a page: 405 before any body or render
  // Every limit takes its body into the process's budget before buffering any of it (decision 086); one limit a
  // request. admin-ajax has the small limit in its own answer, `0` (it had 1 MB here, then 256 KB below as well).
  app.use(cms.ajaxPath, withBody(bodyWithin(256 * 1024, (c) => c.text('0', 413), smallBodyBudget)));
  // A contact form may carry files: its feedback call takes up to 8 MB (each file's own limit is the form's).
  const feedbackPath = `${cms.restPrefix}/${contactForm.restNamespace}/contact-forms/*`;
  const tooLarge = { code: 'rest_request_too_large', message: vi.contactForms.restErrors.tooLarge, data: { status: 413 } };
  app.use(feedbackPath, withBody(bodyWithin(8 * 1024 * 1024, (c) => c.json(tooLarge, 413))));
  // Staff upload images to the media library (issue 13): an original of up to 10 MB and the form around it.
  const mediaPath = `${cms.restPrefix}/wp/v2/media`;
  const uploadTooLarge = { code: 'rest_upload_file_too_big', message: vi.mediaLibrary.tooLarge.replace('%s', String(maxUploadBytes / 1024 / 1024)), data: { status: 413 } };
  // A caller who is not signed in is refused by the route (401) before it reads the body: none of it is taken.
  const uploadBody = bodyWithin(maxUploadBytes + 64 * 1024, (c) => c.json(uploadTooLarge, 413));
  app.use(mediaPath, withBody(async (c, next) => ((await restUserId(c)) === null ? next() : uploadBody(c, next))));
  // Every other form post (cart, checkout, account) is small; refuse big bodies before anyone reads them.
  const smallBody = withBody(bodyWithin(256 * 1024, bodyTooLarge, smallBodyBudget));
  const ownLimit = (path: string) => path === cms.ajaxPath || path === mediaPath || path.startsWith(feedbackPath.slice(0, -1));
  app.use('*', (c, next) => (ownLimit(c.req.path) ? next() : smallBody(c, next)));
  const formFields = formFieldsWithin();
  app.use('*', (c, next) => (c.req.path === mediaPath ? next() : formFields(c, next)));

  app.get('/healthz', (c) => c.json(healthy));
  app.use('/assets/*', clientAssets());

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
