// `npm run bench [-- part … --flag …]`: every part in bench/parts/ in order (or only those whose file name contains
// one of the words given), each printing its figures. A part is a module whose default export is an async function;
// bench/support.mjs has the tools. Flags (`--long`, `--sql`) are read by the parts that know them.
import { loadavg } from 'node:os';
import { readdirSync } from 'node:fs';
import { closeChromium, removeCatalogues } from './support.mjs';
import { killAll } from './support/children.mjs';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const parts = readdirSync(new URL('./parts/', import.meta.url))
  .filter((f) => f.endsWith('.mjs'))
  .sort()
  .filter((f) => !wanted.length || wanted.some((w) => f.includes(w)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAll();
    removeCatalogues();
    process.exit(130);
  });
}
console.log(`load average before the run: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (figures marked '!' were taken while others used the CPU)`);
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
