// Content blocks (issue 13, decision 045): the JavaScript a phone loads at open on the demo page holding every
// block (scroll-to, tabs, accordion, count-up, lazy video, image lightbox), with and without a hash, and on a
// page holding none, so each block's code is seen to load only where it is used (target ≤ 80 KB gzip).
import { catalogue, startServer, stopServer } from '../support.mjs';
import { jsLoadedByBrowser } from '../support/js-size.mjs';

export default async function contentBlocks() {
  const shop = catalogue(0);
  const server = await startServer(shop.dataDir);
  try {
    const pages = { 'Câu chuyện (every block)': '/cau-chuyen/', 'Câu chuyện#hoi-dap': '/cau-chuyen/#hoi-dap', 'Điều khoản (no block)': '/dieu-khoan-va-dieu-kien/', 'home (page loader)': '/' };
    for (const [page, path] of Object.entries(pages)) {
      console.log(`JS of ${page.padEnd(26)} loaded by a phone at open ${String(await jsLoadedByBrowser(path)).padStart(5)} KB gzip (target ≤ 80)`);
    }
  } finally {
    await stopServer(server);
  }
}
