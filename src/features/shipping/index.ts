// What both sides need of shipping: the name the shipping choice is posted under.
export { seenCostField, shippingInputName } from './shipping-names';
