// Shipping zones and their methods, and the cart page's shipping estimate and choice.
export { chooseEstimateProvince, shippingDestination, type ShippingEstimate } from './estimate.server';
export { rememberShippingMethod, sessionShippingChoice, shippingMethodsFor, type ShippingMethod } from './service.server';
export { holdShippingPrice, shippingChangedMessage } from './changed-since-review.server';
export { ShippingChoices } from './shipping-choices.server';
export { ShippingRow } from './shipping-row.server';
