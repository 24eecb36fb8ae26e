// The site chrome: the assembly draws it around every page (src/app/page-frame.server.tsx) and the client
// entry starts its behaviours (behaviours.ts). It has no routes of its own.
export { loadChromeData, type ChromeData } from './chrome-data.server';
export { Layout } from './layout.server';
export { hideDismissedNoticeScript } from './store-notice.server';
