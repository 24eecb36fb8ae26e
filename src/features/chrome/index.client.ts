// What the browser entry starts on every page.
export { startChromeBehaviours } from './behaviours.client';
