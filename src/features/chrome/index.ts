import type { Feature } from '../../server/shop';

/**
 * The site chrome has no routes of its own: renderPage draws it around every page (layout.tsx) and the
 * client entry starts its behaviours (behaviours.ts).
 */
export const chromeFeature: Feature = {
  name: 'chrome',
  register() {},
};
