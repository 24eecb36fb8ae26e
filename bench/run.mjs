// `npm run bench [-- part …]`: every part in bench/parts/ in order (or only the named ones), each printing its
// figures. A part is a module whose default export is an async function; bench/support.mjs has the tools.
import { readdirSync } from 'node:fs';
import { closeChromium, removeCatalogues } from './support.mjs';

const wanted = process.argv.slice(2);
const parts = readdirSync(new URL('./parts/', import.meta.url))
  .filter((f) => f.endsWith('.mjs'))
  .sort()
  .filter((f) => !wanted.length || wanted.some((w) => f.includes(w)));
try {
  for (const file of parts) {
    console.log(`\n##### ${file.replace(/^\d+-|\.mjs$/g, '')}`);
    const part = await import(new URL(`./parts/${file}`, import.meta.url));
    await part.default();
  }
} finally {
  await closeChromium();
  removeCatalogues();
}
