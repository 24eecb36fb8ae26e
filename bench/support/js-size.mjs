// JavaScript per page: what a phone loads at open, and the upper bound of every island on the page (decision 006).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { base, headlessChromium } from '../support.mjs';

// What a phone loads when it opens the page and does nothing: every script response, gzipped as served.
export async function jsLoadedByBrowser(path) {
  const page = await (await headlessChromium()).newPage({ viewport: { width: 375, height: 800 } });
  let bytes = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bytes += gzipSync(await response.body(), { level: 9 }).length;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return Math.round(bytes / 102.4) / 10;
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
