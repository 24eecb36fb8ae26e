import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import type { ActionHandler } from '../../server/shop.server';
import { loadProductView } from '../product/index.server';
import { QuickViewContent } from './quick-view-content.server';

const input = z.object({ product: z.coerce.number().int().positive().max(2_147_483_647) });

/** `flatsome_quickview` (spec 7.4): the product's HTML for the overlay; unknown products answer 404. */
export const quickViewAction: ActionHandler = async (params, c) => {
  const parsed = input.safeParse({ product: params.get('product') ?? '' });
  if (!parsed.success) return c.body(null, 400);
  const deps = c.var.deps;
  const view = await loadProductView(deps.database.db, await deps.settings(), parsed.data.product);
  if (!view) return c.body(null, 404);
  return c.html(renderToString(<QuickViewContent view={view} />));
};
