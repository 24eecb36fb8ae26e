// The ceiling: one real page's React tree, taken through the app once, rendered by bare renderToString in a loop.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { openDatabase } from '../src/db/index.server';
import { loadConfig } from '../src/lib/config.server';
import { createApp } from '../src/app/app.server';
import { renderProbe } from '../src/server/render.server';
import { cachedSettings } from '../src/settings/store.server';

const [dataDir, path, seconds] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 5)];
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, LOG_REQUESTS: '0', SEED_DEMO: '0' });
const database = await openDatabase(config.databaseUrl);
const app = createApp({ database, config, settings: cachedSettings(database.db) });

let page: ReactElement | undefined;
renderProbe.capture = (p) => (page = p);
const res = await app.request(path);
if (res.status !== 200 || !page) throw new Error(`${path} answered ${res.status}`);

for (let i = 0; i < 200; i++) renderToString(page); // warm up the JIT
let renders = 0;
const start = performance.now();
while (performance.now() - start < seconds * 1000) {
  renderToString(page);
  renders++;
}
const ms = performance.now() - start;
console.log(JSON.stringify({ rendersPerSecond: (renders * 1000) / ms, meanMs: ms / renders }));
await database.close();
