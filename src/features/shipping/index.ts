// What both sides need of shipping: the name the shipping choice is posted under.
export { shippingInputName } from './shipping-names';
