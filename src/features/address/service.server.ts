import type { ShopSettings } from '../../settings/groups.server';
import { loadThreeTier, loadThreeTierWards, loadTwoTier, UnitsUnavailable, type AdminUnit } from './units-data.server';

export { UnitsUnavailable, type AdminUnit };

/** decision 012: the 2025 two-tier structure (province → ward) by default, or the older three tiers (province → district → ward). */
export type AddressStructure = ShopSettings['address']['structure'];
export type UnitLevel = 'province' | 'district' | 'ward';

// Each data set is read on first use and then kept for the life of the process; a read that failed is not kept, so
// the next shopper's ask reads again (decision 093).
const kept = new Map<string, Promise<unknown>>();
function keptOnceRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const known = kept.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  kept.set(key, reading);
  reading.catch(() => kept.get(key) === reading && kept.delete(key));
  return reading;
}

const threeTierData = () => keptOnceRead('three-tier', loadThreeTier);
const twoTierData = () => keptOnceRead('two-tier', loadTwoTier);

export async function listProvinces(structure: AddressStructure): Promise<AdminUnit[]> {
  return (await (structure === 'three-tier' ? threeTierData() : twoTierData())).provinces;
}

/** A province's districts; there are none in the two-tier structure. */
export async function listDistricts(structure: AddressStructure, provinceCode: string): Promise<AdminUnit[]> {
  if (structure !== 'three-tier') return [];
  return (await threeTierData()).districtsOf.get(provinceCode) ?? [];
}

/** The wards under `parentCode`: a district in three tiers, a province in two; unknown parents have none. */
export async function listWards(structure: AddressStructure, parentCode: string): Promise<AdminUnit[]> {
  if (structure === 'two-tier') return (await twoTierData()).wardsOf.get(parentCode) ?? [];
  if (!(await threeTierData()).districtCodes.has(parentCode)) return [];
  return keptOnceRead(`wards:${parentCode}`, () => loadThreeTierWards(parentCode));
}

/** The unit with this code at this level, and under `parentCode` when one is given (the province, or the district of a ward in three tiers). */
export async function findUnit(structure: AddressStructure, level: UnitLevel, code: string, parentCode?: string): Promise<AdminUnit | undefined> {
  if (level === 'province') return (await listProvinces(structure)).find((p) => p.code === code);
  if (parentCode === undefined) return undefined;
  const units = level === 'district' ? await listDistricts(structure, parentCode) : await listWards(structure, parentCode);
  return units.find((u) => u.code === code);
}

/** The Retry-After of an answer refused while the unit data cannot be read: a minute, as a file is mended. */
export const unitsRetryAfterSeconds = '60';

/** What `reading` gives, or null when the unit data could not be read (a caller says so and the shopper tries again). */
export async function nullIfUnitsUnavailable<T>(reading: Promise<T>): Promise<T | null> {
  return reading.catch((error: unknown) => {
    if (error instanceof UnitsUnavailable) return null;
    throw error;
  });
}
