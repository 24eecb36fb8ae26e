import { cms } from '../../lib/contract-names';
import type { AdminUnit } from './units-data.server';

/** The admin-ajax action that lists a province's districts or a district's (or, in two tiers, a province's) wards. */
export const addressUnitsAction = 'shop_address_units';

/** The units under `parent`; an empty list when the request fails (the form then asks the server on submit). */
export async function fetchUnits(level: 'district' | 'ward', parent: string): Promise<AdminUnit[]> {
  const query = new URLSearchParams({ action: addressUnitsAction, level, parent });
  try {
    const response = await fetch(`${cms.ajaxPath}?${query}`, { headers: { Accept: 'application/json' } });
    const answer = (await response.json()) as { success?: boolean; data?: AdminUnit[] };
    return answer.success && Array.isArray(answer.data) ? answer.data : [];
  } catch {
    return [];
  }
}
