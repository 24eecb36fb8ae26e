import type { Db } from '../../db/index';
import { listProvinces, type AddressStructure, type AdminUnit } from '../address/index';
import { rememberShippingProvince, sessionShippingProvince, shippingMethodsFor, type ShippingMethod } from './service';

/** The cart page's shipping estimate: the provinces to choose from, the one chosen, and its methods (cheapest first). */
export interface ShippingEstimate {
  provinces: AdminUnit[];
  province: AdminUnit | null;
  methods: ShippingMethod[];
}

/** `subtotal` is after coupon discounts, as the free-shipping minimum counts it; the provinces are those of the shop's address structure, as the checkout offers them. */
export async function shippingEstimate(db: Db, structure: AddressStructure, sessionId: string | undefined, subtotal: number): Promise<ShippingEstimate> {
  const provinces = await listProvinces(structure);
  const code = sessionId ? await sessionShippingProvince(db, sessionId) : undefined;
  const province = provinces.find((p) => p.code === code) ?? null;
  const methods = province ? await shippingMethodsFor(db, { provinceCode: province.code, subtotal }) : [];
  return { provinces, province, methods };
}

/** Remembers the province for the session's estimate; false (and nothing kept) when it is not one of the shop's. */
export async function chooseEstimateProvince(db: Db, structure: AddressStructure, sessionId: string, code: string): Promise<boolean> {
  if (!(await listProvinces(structure)).some((p) => p.code === code)) return false;
  await rememberShippingProvince(db, sessionId, code);
  return true;
}
