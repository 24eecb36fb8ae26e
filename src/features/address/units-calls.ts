import { cms } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import type { AdminUnit } from './units-data.server';

/** The admin-ajax action that lists a province's districts or a district's (or, in two tiers, a province's) wards. */
export const addressUnitsAction = 'shop_address_units';

/** What the server answered: the units, or the message to show when they could not be had (decision 093). */
export type UnitsAnswer = { units: AdminUnit[]; message?: undefined } | { units: []; message: string };

/** The units under `parent`, or the server's message (503 while its data cannot be read); a lost request says the same. */
export async function fetchUnits(level: 'district' | 'ward', parent: string): Promise<UnitsAnswer> {
  const query = new URLSearchParams({ action: addressUnitsAction, level, parent });
  try {
    const response = await fetch(`${cms.ajaxPath}?${query}`, { headers: { Accept: 'application/json' } });
    const answer = (await response.json()) as { success?: boolean; data?: AdminUnit[]; message?: unknown };
    if (answer.success && Array.isArray(answer.data)) return { units: answer.data };
    return { units: [], message: typeof answer.message === 'string' ? answer.message : vi.address.unitsUnavailable };
  } catch {
    return { units: [], message: vi.address.unitsUnavailable };
  }
}
