import { parseId } from '../../lib/request-numbers';
import type { ShopContext } from '../../server/shop.server';
import { lookupVariation } from './service.server';
import type { Choice } from '../catalogue/index';

const maxAttributes = 20;

/**
 * `?wc-ajax=get_variation` (spec 7.1): `attribute_<name>` values, product_id and custom_data in; the variation
 * object, or `false` for anything that does not name one (unknown product, missing or unknown values).
 */
export async function getVariation(input: URLSearchParams, c: ShopContext): Promise<Response> {
  const id = parseId(input.get('product_id'));
  const entries = [...input].filter(([name]) => name.startsWith('attribute_'));
  if (id === undefined || entries.length > maxAttributes) return c.json(false);
  const choice: Choice = Object.fromEntries(entries);
  const deps = c.get('deps');
  const variation = await lookupVariation(deps.database.db, await deps.settings(), id, choice);
  return c.json(variation ?? false);
}
