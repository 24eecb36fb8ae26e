// Phones (issue 10 target 7): Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G line,
// simulated) of home, a listing, a product page, the cart and checkout with one line, against the system
// Chromium; prints the performance score, LCP, TBT and CLS. The JavaScript at open is in the pages part.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import { base, catalogue, chromiumPath, demoFacts, scratch, startServer, stopServer } from '../support.mjs';
import { track } from '../support/children.mjs';
import { shopperWithCart } from '../support/shopper.mjs';

// A headless Chromium Lighthouse can drive over its debugging port.
async function debuggableChromium() {
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--remote-debugging-port=0', `--user-data-dir=${scratch('lighthouse-profile')}`, 'about:blank'];
  const proc = track(spawn(chromiumPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] }));
  const port = await new Promise((resolve, reject) => {
    proc.on('exit', (code) => reject(new Error(`chromium exited ${code}`)));
    createInterface({ input: proc.stderr }).on('line', (line) => {
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (m) resolve(Number(m[1]));
    });
  });
  return { proc, port };
}

// Image sizes are made on first request (decision 003); make them before the audit so it sees a running shop.
async function warmImages(path, cookie) {
  const html = await fetch(base + path, { headers: { cookie } }).then((r) => r.text());
  const images = new Set([...html.matchAll(/\/media\/[^"'\s,)]+/g)].map((m) => m[0].replace(/&amp;/g, '&')));
  await Promise.all([...images].map((src) => fetch(base + src).then((r) => r.arrayBuffer())));
}

export default async function phones() {
  const facts = demoFacts();
  const shop = catalogue(0);
  const server = await startServer(shop.dataDir);
  const chromium = await debuggableChromium();
  try {
    const cookie = await shopperWithCart(shop.benchProductId);
    const pages = [
      ['home', '/', ''],
      ['listing', `/danh-muc-san-pham/${facts.categorySlugs.women}/`, ''],
      ['product', `/san-pham/${facts.colourSwatchProductSlug}/`, ''],
      ['cart (1 line)', '/gio-hang/', cookie],
      ['checkout (1 line)', '/thanh-toan/', cookie],
    ];
    for (const [label, path, withCookie] of pages) {
      await warmImages(path, withCookie);
      const flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(withCookie ? { extraHeaders: { Cookie: withCookie } } : {}) };
      let { lhr } = await lighthouse(base + path, flags);
      // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing of the page: audit it once more.
      if (lhr.runtimeError) ({ lhr } = await lighthouse(base + path, flags));
      if (lhr.runtimeError) {
        console.log(`${label.padEnd(18)} Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      console.log(
        `${label.padEnd(18)} performance ${String(score).padStart(3)}  LCP ${Math.round(audit('largest-contentful-paint'))} ms  TBT ${Math.round(audit('total-blocking-time'))} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}  FCP ${Math.round(audit('first-contentful-paint'))} ms`,
      );
    }
  } finally {
    chromium.proc.removeAllListeners('exit');
    chromium.proc.kill('SIGTERM');
    await stopServer(server);
  }
}
