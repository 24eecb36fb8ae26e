// What the browser entry starts on every page.
export { startAttributionTracking } from './attribution-tracking.client';
