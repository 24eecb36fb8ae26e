import * as vi from '../../lib/messages/index';
import { findUnit, listDistricts, listWards, resolveAddress, type AddressCodes, type AddressStructure, type ResolvedAddress } from '../address/index.server';
import type { FieldError, QuickBuyFlags } from './quick-buy-rules';

const code = /^\d{2,5}$/;

/** One entry of `data.list_district` (spec 3.7): a district carries `maqh`, a ward `xaid`. */
export type AreaItem = { name: string; maqh: string } | { name: string; xaid: string };

/**
 * The units the popup's next select offers: getvalue 1 = the province's districts (none with two tiers),
 * 2 = the district's wards, or with two tiers the province's. Undefined for codes that are not units of the
 * shop's structure, or a district outside the province.
 */
export async function areaItems(structure: AddressStructure, query: { matp: string; maqh: string; getvalue: string }): Promise<AreaItem[] | undefined> {
  const { matp, maqh, getvalue } = query;
  if (!code.test(matp) || !(await findUnit(structure, 'province', matp))) return undefined;
  if (getvalue === '1') return (await listDistricts(structure, matp)).map((d) => ({ name: d.name, maqh: d.code }));
  if (getvalue !== '2') return undefined;
  if (structure === 'two-tier') return (await listWards(structure, matp)).map((w) => ({ name: w.name, xaid: w.code }));
  if (!code.test(maqh) || !(await findUnit(structure, 'district', maqh, matp))) return undefined;
  return (await listWards(structure, maqh)).map((w) => ({ name: w.name, xaid: w.code }));
}

const messages = {
  province: { required: vi.quickBuy.provinceRequired, invalid: vi.quickBuy.provinceInvalid },
  district: { required: vi.quickBuy.districtRequired, invalid: vi.quickBuy.districtInvalid },
  ward: { required: vi.quickBuy.wardRequired, invalid: vi.quickBuy.wardInvalid },
} as const;
const fieldOf = { province: 'province', district: 'district', ward: 'ward' } as const;

export type AreaResolution = { ok: true; address: ResolvedAddress } | { ok: false; errors: FieldError[] };

/**
 * The address service's check (each level inside the one above), where a ward, or a three-tier district, that the
 * shop does not require may be left out; a unit that is given must still be right.
 */
export async function resolveArea(structure: AddressStructure, codes: AddressCodes, flags: QuickBuyFlags): Promise<AreaResolution> {
  const full = await resolveAddress(structure, codes);
  if (full.ok) return full;
  const [problem] = full.problems;
  if (!problem) return { ok: false, errors: [] };
  const optionalWard = problem.field === 'ward' && !flags.requireVillage;
  const optionalDistrict = problem.field === 'district' && !flags.requireDistrict && !codes.ward;
  if (problem.kind === 'required' && (optionalWard || optionalDistrict)) {
    const province = await findUnit(structure, 'province', codes.province);
    const district = optionalWard && structure === 'three-tier' ? await findUnit(structure, 'district', codes.district, codes.province) : undefined;
    if (province) return { ok: true, address: { province, district: district ?? null, ward: { code: '', name: '' } } };
  }
  return { ok: false, errors: [{ field: fieldOf[problem.field], message: messages[problem.field][problem.kind] }] };
}
