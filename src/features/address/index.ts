// The address selects' browser side: the units under a province or district, asked of the server.
export { addressUnitsAction, fetchUnits } from './units-calls';
export type { AdminUnit } from './units-data.server';
