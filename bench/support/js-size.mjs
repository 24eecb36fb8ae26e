// JavaScript per page: what a phone loads at open, and the upper bound of every island on the page (decision 006).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { base, headlessChromium } from '../support.mjs';

// What a phone loads when it opens the page and does nothing: every script response, gzipped as served.
export async function jsLoadedByBrowser(path) {
  return (await jsAtOpen(path)).kb;
}

/**
 * The same, with each script's share; `prime` (a path) is opened first in another tab whose cookies the measured
 * page gets, so the page can be measured with a cart line or a wishlist item without counting that visit.
 */
export async function jsAtOpen(path, { prime } = {}) {
  const browser = await headlessChromium();
  const viewport = { width: 375, height: 800 };
  const context = await browser.newContext({ viewport });
  if (prime) {
    const primer = await browser.newContext({ viewport });
    await (await primer.newPage()).goto(base + prime, { waitUntil: 'load' });
    await context.addCookies(await primer.cookies());
    await primer.close();
  }
  const page = await context.newPage();
  const files = [];
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.body().then((body) => {
      const gzip = gzipSync(body, { level: 9 }).length;
      files.push({ name: new URL(response.url()).pathname.split('/').pop(), kb: Math.round(gzip / 102.4) / 10, bytes: gzip });
    });
    reads.push(read);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // Every script body is read before the tab closes, so none is lost or read from a closed page.
  await Promise.all(reads);
  await context.close();
  return { kb: Math.round(files.reduce((sum, f) => sum + f.bytes, 0) / 102.4) / 10, files };
}

// Upper bound: the entry and the chunks of every island on the page, with their static imports, gzipped.
export function jsShipped(html) {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]));
  const keys = Object.keys(manifest).filter((k) => k === 'src/app/main.client.ts' || islands.has(k.split('/').pop().replace('.island.tsx', '')));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join('dist/client', f)), { level: 9 }).length, 0);
  return { kb: Math.round(bytes / 102.4) / 10, islands: [...islands].sort().join(' ') };
}
