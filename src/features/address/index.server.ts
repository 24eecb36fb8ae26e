import type { Feature } from '../../server/shop.server';
import { addressUnits } from './ajax.server';
import { addressUnitsAction } from './units-calls';

export { findUnit, listDistricts, listProvinces, listWards, nullIfUnitsUnavailable, unitsRetryAfterSeconds, type AddressStructure, type AdminUnit } from './service.server';
export { resolveAddress, shopProvinceCode, type AddressCodes, type AddressProblem, type ResolvedAddress } from './resolve-address.server';

/** Vietnamese administrative units (decision 012) for the address selects of the checkout and, later, quick buy. */
export const addressFeature: Feature = {
  name: 'address',
  register(routes) {
    routes.adminAjax.read(addressUnitsAction, addressUnits);
  },
};
