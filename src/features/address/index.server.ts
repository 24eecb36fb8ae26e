import type { Feature } from '../../server/shop.server';
import { addressUnits } from './units-ajax';
import { addressUnitsAction } from './units-client';

export { findUnit, listDistricts, listProvinces, listWards, type AddressStructure, type AdminUnit } from './service';
export { resolveAddress, type AddressCodes, type AddressProblem, type ResolvedAddress } from './resolve-address';

/** Vietnamese administrative units (DESIGN 5) for the address selects of the checkout and, later, quick buy. */
export const addressFeature: Feature = {
  name: 'address',
  register(routes) {
    routes.adminAjax.on(addressUnitsAction, addressUnits);
  },
};
