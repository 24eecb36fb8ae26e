import { renderToString } from 'react-dom/server';
import { parseId } from '../../lib/request-numbers';
import type { ActionHandler } from '../../server/shop.server';
import { loadProductView } from '../product/index.server';
import { QuickViewContent } from './quick-view-content.server';

/** `flatsome_quickview` (spec 7.4): the product's HTML for the overlay; unknown products answer 404. */
export const quickViewAction: ActionHandler = async (params, c) => {
  const id = parseId(params.get('product'));
  if (id === undefined) return c.body(null, 400);
  const deps = c.get('deps');
  const view = await loadProductView(deps.database.db, await deps.settings(), id);
  if (!view) return c.body(null, 404);
  return c.html(renderToString(<QuickViewContent view={view} />));
};
