// The address selects' browser side: the units under a province or district, asked of the server.
export { addressUnitsAction, fetchUnits } from './units-client';
export type { AdminUnit } from './units-data';
