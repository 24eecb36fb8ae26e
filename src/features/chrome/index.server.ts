// The site chrome: the assembly draws it around every page (src/app/page-frame.server.tsx) and the client
// entry starts its behaviours (behaviours.ts). Its only routes are the site's icons and web app manifest.
import type { Feature } from '../../server/shop.server';
import { registerSiteIcons } from './site-icons.server';

export { loadChromeData, type ChromeData } from './chrome-data.server';
export { Layout } from './layout.server';
export { hideDismissedNoticeScript } from './store-notice.server';

export const chromeFeature: Feature = {
  name: 'chrome',
  register(routes) {
    registerSiteIcons(routes.pages);
  },
};
