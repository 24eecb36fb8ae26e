// The two baselines every served figure is a ratio to, started on their own port beside the shop's server:
// bare node:http sending a captured response's bytes, and bare renderToString over HTTP of the captured tree.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { track } from './children.mjs';
import { rawGet } from './http.mjs';

export const baselinePort = Number(process.env.BENCH_PORT ?? 4400) + 1;
export const baselineBase = `http://127.0.0.1:${baselinePort}`;

const probePreload = new URL('../probe/server-probe.mjs', import.meta.url).pathname;

// Baselines carry the same probe as the shop's server, so their event-loop delay under the same load is known too.
function startChild(command, args, env = {}) {
  const probeDir = mkdtempSync(join(tmpdir(), 'bench-probe-'));
  const nodeOptions = `--disable-warning=ExperimentalWarning --import ${probePreload}`;
  const proc = track(spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: nodeOptions, BENCH_PROBE_DIR: probeDir, ...env } }));
  return new Promise((resolve, reject) => {
    proc.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`)));
    createInterface({ input: proc.stdout }).once('line', (line) => resolve({ proc, line, probeDir }));
  });
}

/** A bare server answering with exactly what the shop answered for `url` with those request headers (body and headers). */
export async function startBareBytes(url, workDir, requestHeaders = {}) {
  const captured = await rawGet(url, requestHeaders);
  if (captured.status !== 200) throw new Error(`${url} answered ${captured.status}`);
  const file = join(workDir, 'captured-response.json');
  writeFileSync(file, JSON.stringify({ headers: captured.headers, body: captured.body.toString('base64') }));
  const { proc, probeDir } = await startChild(process.execPath, [new URL('../baselines/bare-bytes.mjs', import.meta.url).pathname, String(baselinePort), file]);
  return { proc, probeDir, bytes: captured.body.length };
}

/** A bare server rendering the React tree of `path` (taken through the app once) on every request. */
export async function startBareRender(dataDir, databaseUrl, url, workDir) {
  const captured = await rawGet(url);
  const file = join(workDir, 'captured-headers.json');
  writeFileSync(file, JSON.stringify(captured.headers));
  const script = new URL('../baselines/render-server.ts', import.meta.url).pathname;
  const { proc, line, probeDir } = await startChild('tsx', [script, dataDir, databaseUrl, new URL(url).pathname + new URL(url).search, String(baselinePort), file]);
  return { proc, probeDir, renderMs: JSON.parse(line).renderMs };
}

export function stopBaseline({ proc, probeDir }) {
  proc.removeAllListeners('exit');
  const exited = new Promise((resolve) => proc.once('exit', resolve)).then(() => rmSync(probeDir, { recursive: true, force: true }));
  proc.kill('SIGTERM');
  return exited;
}
