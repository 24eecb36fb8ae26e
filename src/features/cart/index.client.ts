// What the browser entry starts on every page.
export { startCartBehaviours } from './cart-behaviour.client';
