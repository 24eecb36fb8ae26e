// Reads a V8 .cpuprofile of the bundled server and says where the time went: self time by function (mapped
// through dist/server/main.js.map to src/ files), self time by area (a package, node's internals, a src folder),
// and inclusive time of the functions that hold most of it.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative } from 'node:path';

const cwd = process.cwd();
const bundle = `file://${cwd}/dist/server/main.js`;
const sourceMap = new SourceMap(JSON.parse(readFileSync('dist/server/main.js.map', 'utf8')));

function place(frame) {
  const { url, lineNumber, columnNumber, functionName } = frame;
  const name = functionName || '(anonymous)';
  if (!url) return { name, file: name.startsWith('(') ? name : '(native)', area: name.startsWith('(') ? name : 'native' };
  if (url === bundle) {
    const entry = sourceMap.findEntry(lineNumber, columnNumber);
    const file = entry?.originalSource ? relative(`${cwd}/dist/server`, entry.originalSource.replace('file://', '')).replace(/^(\.\.\/)+/, '') : 'dist/server/main.js';
    return { name, file: `${file}:${(entry?.originalLine ?? lineNumber) + 1}`, area: file.split('/').slice(0, file.startsWith('src/features') ? 3 : 2).join('/') };
  }
  if (url.startsWith('node:')) return { name, file: `${url}:${lineNumber + 1}`, area: url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/') };
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  return { name, file: `${url.replace(`file://${cwd}/`, '')}:${lineNumber + 1}`, area: pkg ? pkg[1] : url };
}

const percent = (n, total) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;

/** Prints the summary of one profile; `top` lines per table. */
export function summarise(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = profile.nodes.reduce((s, n) => s + n.hitCount, 0);
  const busy = profile.nodes.filter((n) => n.callFrame.functionName !== '(idle)').reduce((s, n) => s + n.hitCount, 0);
  const self = new Map();
  const callers = new Map();
  const areas = new Map();
  const inclusive = new Map();
  for (const n of profile.nodes) {
    if (!n.hitCount) continue;
    const p = place(n.callFrame);
    const key = `${p.name}  ${p.file}`;
    self.set(key, (self.get(key) ?? 0) + n.hitCount);
    const caller = callerOf(n, byId, parent);
    const byCaller = callers.get(key) ?? new Map();
    byCaller.set(caller, (byCaller.get(caller) ?? 0) + n.hitCount);
    callers.set(key, byCaller);
    areas.set(p.area, (areas.get(p.area) ?? 0) + n.hitCount);
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const q = place(byId.get(id).callFrame);
      const k = `${q.name}  ${q.file}`;
      if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + n.hitCount);
      seen.add(k);
    }
  }
  const ms = (profile.endTime - profile.startTime) / 1000;
  console.log(`${total} samples over ${(ms / 1000).toFixed(1)} s; busy (not idle) ${percent(busy, total)}; shares below are of busy time`);
  const table = (title, map, filter = () => true) => {
    console.log(`\n${title}`);
    [...map].filter(([k]) => filter(k)).sort((a, b) => b[1] - a[1]).slice(0, top).forEach(([k, v]) => console.log(`  ${percent(v, busy)}  ${k}`));
  };
  table('self time by area', areas, (k) => k !== '(idle)');
  table('self time by function', self, (k) => !k.startsWith('(idle)'));
  table('inclusive time by function (time on the stack)', inclusive, (k) => !/^\((root|idle|program)\)/.test(k));
  console.log('\nwho calls the costliest native and library functions (nearest shop or hono frame)');
  [...self].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, 8).forEach(([k, v]) => {
    const from = [...callers.get(k)].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([c, n]) => `${c} ${percent(n, busy).trim()}`);
    console.log(`  ${percent(v, busy)}  ${k}\n           ← ${from.join('\n           ← ')}`);
  });
}

// The nearest frame up the stack in the shop's own code or in hono/@hono/node-server: where a cost comes from.
function callerOf(node, byId, parent) {
  for (let id = parent.get(node.id); id !== undefined; id = parent.get(id)) {
    const p = place(byId.get(id).callFrame);
    if (/^src\/|^hono|^@hono/.test(p.area)) return `${p.name} ${p.file}`;
  }
  return '(no shop frame)';
}
