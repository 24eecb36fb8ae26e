import { Hono } from 'hono';
import { features } from '../../src/app/features.server';
import { ActionRegistry, type AppEnv, type ShopRoutes } from '../../src/server/shop.server';
import { cms, shop as shopNames } from '../../src/lib/contract-names';
import type { TestShop } from '../support/shop';

/** Every route the shop answers: page and REST routes with their methods, and the actions of both ajax routers. */
export interface RouteCatalogue {
  pages: (readonly [method: string, path: string])[];
  shopAjax: string[];
  adminAjax: string[];
}

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function routeCatalogue(shop: TestShop): RouteCatalogue {
  const routes: ShopRoutes = { adminAjax: new ActionRegistry(), shopAjax: new ActionRegistry(), rest: new Hono<AppEnv>(), pages: new Hono<AppEnv>() };
  for (const feature of features) feature.register(routes, shop.deps);
  const pages = shop.app.routes.filter((r) => methods.has(r.method) && !r.path.includes('*')).map((r) => `${r.method} ${r.path}`);
  return {
    pages: [...new Set(pages)].map((line) => line.split(' ') as [string, string]),
    shopAjax: routes.shopAjax.names(),
    adminAjax: routes.adminAjax.names(),
  };
}

/** A route's path with each parameter filled by `value`, which is told the parameter's pattern when it has one. */
export const fillPath = (path: string, value: (pattern?: string) => string) => path.replace(/:\w+(\{(?:[^{}]|\{[^}]*\})*\})?/g, (_m, pattern?: string) => value(pattern));

/** The URLs of the ajax routers' actions. */
export const shopAjaxUrl = (action: string) => `/?${shopNames.ajaxQueryKey}=${action}`;
export const adminAjaxUrl = cms.ajaxPath;
