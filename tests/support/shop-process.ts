import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ShopProcess {
  child: ChildProcess;
  origin: string;
  dataDir: string;
  /** Every JSON line the shop logged so far (stdout and stderr). */
  lines: Record<string, unknown>[];
  /** The exit code (or the signal's name) once the process ends. */
  exited: Promise<number | string>;
}

/**
 * The real shop as its own process (`src/app/main.server.ts` through tsx, the production React), on a free
 * port; resolves once it listens. `dataDir` and `env` let a test restart it on the same shop. `entry` [dist] runs the
 * production build instead, with its client scripts (browser journeys; `npm run build` first).
 */
export async function startShopProcess(env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'shop-process-')), entry?: { dist: string }): Promise<ShopProcess> {
  const main = entry ? [join(entry.dist, 'server/main.js')] : ['--import', 'tsx', 'src/app/main.server.ts'];
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...main], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `file:${join(dataDir, 'shop.db')}`, LOG_REQUESTS: '0', SESSION_SECRET: 's'.repeat(40), LIMIT_SESSIONS_PER_HOUR: '1000000', LIMIT_SIGN_UPS_PER_HOUR: '1000000', LIMIT_CONFIRMATIONS_PER_HOUR: '1000000', LIMIT_QUICK_BUYS_PER_HOUR: '1000000', LIMIT_REVIEWS_PER_HOUR: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(text) as Record<string, unknown>;
        } catch {
          line = { text };
        }
        lines.push(line);
        if (line.event === 'listening' || line.msg === 'listening') resolve(Number(line.port));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`the shop exited (${code}) before listening: ${JSON.stringify(lines.slice(-5))}`)));
  });
  return { child, origin: `http://127.0.0.1:${await port}`, dataDir, lines, exited };
}
