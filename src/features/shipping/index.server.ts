// Shipping zones and their methods, and the cart page's shipping estimate.
export { chooseEstimateProvince, shippingDestination, type ShippingEstimate } from './estimate.server';
export { sessionShippingProvince, shippingMethodsFor, type ShippingMethod } from './service.server';
export { ShippingRow } from './shipping-row.server';
