import { z } from 'zod';
import type { ActionHandler } from '../../server/shop.server';
import * as vi from '../../lib/messages/index';
import { listDistricts, listWards, nullIfUnitsUnavailable } from './service.server';

const request = z.object({
  level: z.enum(['district', 'ward']),
  parent: z.string().regex(/^\d{2,5}$/),
});

/**
 * `admin-ajax.php?action=shop_address_units&level=district|ward&parent=<code>`: the units under a province or
 * district in the shop's structure, `{success, data: [{code, name}]}`. Unknown parents have none; data that cannot be
 * read answers 503 with a `message` to show.
 */
export const addressUnits: ActionHandler = async (input, c) => {
  const parsed = request.safeParse({ level: input.get('level'), parent: input.get('parent') });
  if (!parsed.success) return c.json({ success: false, data: [] }, 400);
  const { level, parent } = parsed.data;
  const { structure } = (await c.get('deps').settings()).address;
  const data = await nullIfUnitsUnavailable(level === 'district' ? listDistricts(structure, parent) : listWards(structure, parent));
  // The data could not be read: said, never cached, and asked again next time (decision 093).
  if (!data) return c.json({ success: false, data: [], message: vi.address.unitsUnavailable }, 503, { 'Cache-Control': 'no-store' });
  return c.json({ success: true, data }, 200, { 'Cache-Control': 'public, max-age=3600' });
};
