// What the browser entry starts on every page.
export { startEmailCapture } from './capture-start.client';
