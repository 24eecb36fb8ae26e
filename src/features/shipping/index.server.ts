// Shipping zones and their methods, and the cart page's shipping estimate.
export { chooseEstimateProvince, shippingDestination, type ShippingEstimate } from './estimate';
export { sessionShippingProvince, shippingMethodsFor, type ShippingMethod } from './service';
export { ShippingRow } from './shipping-row';
