// What both sides need of attribution: the settings the checkout page prints for the tracking scripts.
export { orderAttributionSettings } from './script-settings';
