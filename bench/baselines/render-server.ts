// Baseline for an uncached page: a bare node:http server that renders one real page's captured React tree with
// renderToString on every request and sends it with the shop's headers: the render-over-HTTP ceiling.
// Usage: tsx render-server.ts <dataDir> <databaseUrl> <path> <port> <headers.json>. Prints the bare in-process
// render time (no HTTP) once it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { openDatabase } from '../../src/db/index.server';
import { loadConfig } from '../../src/lib/config.server';
import { createApp } from '../../src/app/app.server';
import { renderProbe } from '../../src/server/render.server';
import { cachedSettings } from '../../src/settings/store.server';

const [dataDir, databaseUrl, path, port, headersFile] = process.argv.slice(2) as [string, string, string, string, string];
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_REQUESTS: '0', SEED_DEMO: '0' });
const database = await openDatabase(config.databaseUrl);
const app = createApp({ database, config, settings: cachedSettings(database.db) });

let page: ReactElement | undefined;
renderProbe.capture = (p) => (page = p);
const res = await app.request(path);
await database.close();
if (res.status !== 200 || !page) throw new Error(`${path} answered ${res.status}`);
const tree = page;

const start = performance.now();
for (let i = 0; i < 300; i++) renderToString(tree); // also warms up the JIT
const renderMs = (performance.now() - start) / 300;

const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>;
createServer((_req, response) => {
  const html = '<!DOCTYPE html>' + renderToString(tree);
  response.writeHead(200, { ...headers, 'content-length': String(Buffer.byteLength(html)) });
  response.end(html);
}).listen(Number(port), '127.0.0.1', () => console.log(JSON.stringify({ renderMs })));
