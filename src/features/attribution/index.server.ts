// Order attribution (spec 3.9, 4.7): where a shopper came from, read from the checkout and kept with the order.
export { OrderAttributionInputs } from './inputs.server';
export { describeOrigin } from './order-origin.server';
export { loadOrderAttribution, readOrderAttribution, saveOrderAttribution } from './order-attribution.server';
