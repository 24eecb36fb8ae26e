import { z } from 'zod';
import type { ActionHandler } from '../../server/shop.server';
import { listDistricts, listWards } from './service.server';

const request = z.object({
  level: z.enum(['district', 'ward']),
  parent: z.string().regex(/^\d{2,5}$/),
});

/**
 * `admin-ajax.php?action=shop_address_units&level=district|ward&parent=<code>`: the units under a province or
 * district in the shop's structure, `{success, data: [{code, name}]}`. Unknown parents have none.
 */
export const addressUnits: ActionHandler = async (input, c) => {
  const parsed = request.safeParse({ level: input.get('level'), parent: input.get('parent') });
  if (!parsed.success) return c.json({ success: false, data: [] }, 400);
  const { level, parent } = parsed.data;
  const { structure } = (await c.get('deps').settings()).address;
  const data = level === 'district' ? await listDistricts(structure, parent) : await listWards(structure, parent);
  return c.json({ success: true, data }, 200, { 'Cache-Control': 'public, max-age=3600' });
};
