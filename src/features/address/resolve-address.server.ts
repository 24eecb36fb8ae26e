import type { ShopContext } from '../../server/shop.server';
import { findUnit, listWards, type AddressStructure, type AdminUnit } from './service.server';

/** The codes a form sent; '' for a select left on its placeholder. */
export interface AddressCodes {
  province: string;
  district: string;
  ward: string;
}

export interface ResolvedAddress {
  province: AdminUnit;
  district: AdminUnit | null;
  ward: AdminUnit;
}

export type AddressProblem = { field: 'province' | 'district' | 'ward'; kind: 'required' | 'invalid' };

export type AddressResolution = { ok: true; address: ResolvedAddress } | { ok: false; problems: AddressProblem[] };

/**
 * Checks the chosen units against the data: the province exists, the district (three tiers) lies in it, and the
 * ward lies in the district or, with two tiers, in the province. A parent without any ward (a few island districts)
 * needs no ward. Only the first missing or wrong level is reported, since the levels below depend on it.
 */
export async function resolveAddress(structure: AddressStructure, codes: AddressCodes): Promise<AddressResolution> {
  if (!codes.province) return { ok: false, problems: [{ field: 'province', kind: 'required' }] };
  const province = await findUnit(structure, 'province', codes.province);
  if (!province) return { ok: false, problems: [{ field: 'province', kind: 'invalid' }] };
  let district: AdminUnit | null = null;
  if (structure === 'three-tier') {
    if (!codes.district) return { ok: false, problems: [{ field: 'district', kind: 'required' }] };
    district = (await findUnit(structure, 'district', codes.district, province.code)) ?? null;
    if (!district) return { ok: false, problems: [{ field: 'district', kind: 'invalid' }] };
  }
  const wardParent = district?.code ?? province.code;
  const wards = await listWards(structure, wardParent);
  if (!codes.ward && wards.length === 0) return { ok: true, address: { province, district, ward: { code: '', name: '' } } };
  if (!codes.ward) return { ok: false, problems: [{ field: 'ward', kind: 'required' }] };
  const ward = wards.find((w) => w.code === codes.ward);
  if (!ward) return { ok: false, problems: [{ field: 'ward', kind: 'invalid' }] };
  return { ok: true, address: { province, district, ward } };
}

/** The code when it names a province of the shop's address structure, else '': shipping is priced to no other (decision 093). */
export async function shopProvinceCode(c: ShopContext, code: string): Promise<string> {
  const { structure } = (await c.get('deps').settings()).address;
  return (await findUnit(structure, 'province', code))?.code ?? '';
}
