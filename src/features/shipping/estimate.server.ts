import type { Db } from '../../db/index.server';
import { listProvinces, type AddressStructure, type AdminUnit } from '../address/index.server';
import { rememberShippingProvince, sessionShippingProvince, type ShippingMethod } from './service.server';

/** The cart page's shipping estimate: the provinces to choose from, the one chosen, and its methods (cheapest first). */
export interface ShippingEstimate {
  provinces: AdminUnit[];
  province: AdminUnit | null;
  methods: ShippingMethod[];
}

/** Where the cart page estimates shipping to: the provinces of the shop's address structure, as the checkout offers them, and the one the shopper chose. */
export async function shippingDestination(db: Db, structure: AddressStructure, sessionId: string | undefined): Promise<Omit<ShippingEstimate, 'methods'>> {
  const provinces = await listProvinces(structure);
  const code = sessionId ? await sessionShippingProvince(db, sessionId) : undefined;
  return { provinces, province: provinces.find((p) => p.code === code) ?? null };
}

/** Remembers the province for the session's estimate; false (and nothing kept) when it is not one of the shop's. */
export async function chooseEstimateProvince(db: Db, structure: AddressStructure, sessionId: string, code: string): Promise<boolean> {
  if (!(await listProvinces(structure)).some((p) => p.code === code)) return false;
  await rememberShippingProvince(db, sessionId, code);
  return true;
}
