import type { Db } from '../../db/index.server';
import { listProvinces, nullIfUnitsUnavailable, type AddressStructure, type AdminUnit } from '../address/index.server';
import { rememberShippingProvince, sessionShippingChoice, type ShippingMethod } from './service.server';

/** The cart page's shipping estimate: the provinces to choose from, the one chosen, its methods (cheapest first) and the one counted. */
export interface ShippingEstimate {
  /** Empty only while the unit data cannot be read: the estimate then says it cannot price now (decision 093). */
  provinces: AdminUnit[];
  province: AdminUnit | null;
  methods: ShippingMethod[];
  /** The method the totals count: the shopper's choice when the province offers it, else the cheapest. */
  chosen: string | null;
}

/** Where the cart ships: the provinces of the shop's address structure, the one the shopper chose and the method chosen there. */
export interface ShippingDestination {
  provinces: AdminUnit[];
  province: AdminUnit | null;
  /** '' before the shopper chooses one. */
  methodId: string;
}

/** Where the cart page estimates shipping to: the provinces of the shop's address structure, as the checkout offers them, and the shopper's choice. */
export async function shippingDestination(db: Db, structure: AddressStructure, sessionId: string | undefined): Promise<ShippingDestination> {
  const provinces = await nullIfUnitsUnavailable(listProvinces(structure));
  if (!provinces) return { provinces: [], province: null, methodId: '' }; // priced without shipping, as the checkout does (decision 093)
  const choice = sessionId ? await sessionShippingChoice(db, sessionId) : undefined;
  return { provinces, province: provinces.find((p) => p.code === choice?.provinceCode) ?? null, methodId: choice?.methodId ?? '' };
}

/** Remembers the province for the session's estimate: 'kept', or nothing kept when it is not one of the shop's ('unknown') or the unit data cannot be read ('unavailable'). */
export async function chooseEstimateProvince(db: Db, structure: AddressStructure, sessionId: string, code: string): Promise<'kept' | 'unknown' | 'unavailable'> {
  const provinces = await nullIfUnitsUnavailable(listProvinces(structure));
  if (!provinces) return 'unavailable';
  if (!provinces.some((p) => p.code === code)) return 'unknown';
  await rememberShippingProvince(db, sessionId, code);
  return 'kept';
}
