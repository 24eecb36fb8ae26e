import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import * as vi from '../lib/messages/index';
import { cms } from '../lib/contract-names';
import { clientDir } from '../server/assets.server';
import { mountAdminAjax, mountShopAjax } from './contract-routers.server';
import { renderPage } from '../server/render.server';
import { ActionRegistry, type AppEnv, type Feature, type ShopDeps, type ShopRoutes } from '../server/shop.server';
import { features as allFeatures } from './features.server';
import { log, requestLog } from '../server/log.server';
import { compression } from './compression.server';
import { pageFrame } from './page-frame.server';
import { pageCache } from './page-cache.server';
import { securityHeaders } from './security-headers.server';
import { addToCartWithoutScript } from '../features/cart/index.server';
import { wishlistLinksWithoutScript } from '../features/wishlist/index.server';

/** Assembles the shop: middleware, the three contract routers, and every feature's routes. */
export function createApp(deps: ShopDeps, features: Feature[] = allFeatures): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.config.logRequests));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('pageFrame', pageFrame);
    await next();
  });
  app.use('*', compression());
  app.use('*', securityHeaders());
  app.use(cms.ajaxPath, bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.text('0', 413) }));
  // Every other form post (cart, checkout, account) is small; refuse big bodies before anyone reads them.
  app.use('*', bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.text(vi.common.badRequest, 413) }));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
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
    rest: new Hono<AppEnv>(),
    pages: new Hono<AppEnv>(),
  };
  for (const feature of features) feature.register(routes, deps);

  app.use('*', addToCartWithoutScript); // ?add-to-cart= and product forms posted without scripting
  app.use('*', wishlistLinksWithoutScript); // ?add_to_wishlist= and the wishlist page's row links without scripting
  mountShopAjax(app, routes.shopAjax);
  mountAdminAjax(app, routes.adminAjax);
  app.route(cms.restPrefix, routes.rest);
  app.use('*', pageCache(deps.config.pageCacheSeconds * 1000));
  app.route('/', routes.pages);

  app.notFound((c) => {
    if (c.req.path.startsWith(cms.restPrefix + '/')) {
      return c.json({ code: 'rest_no_route', message: vi.common.notFoundText, data: { status: 404 } }, 404);
    }
    return renderPage(c, { title: vi.common.notFoundTitle, status: 404, noindex: true }, <NotFound />);
  });
  app.onError((error, c) => {
    log.error('unhandled', error, { path: c.req.path });
    return c.text(vi.common.serverError, 500);
  });
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
