import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The port the server logged it listens on (PORT=0: the system picks a free one, so no other server answers).
async function listeningPort(output: () => string): Promise<number | undefined> {
  for (let i = 0; i < 600; i++) {
    const line = output().split('\n').find((l) => l.includes('"event":"listening"'));
    if (line) return (JSON.parse(line) as { port: number }).port;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

describe('the server process', () => {
  it('starts on an empty data folder, seeds, serves, logs JSON, and exits 0 on SIGTERM', async () => {
    // Node itself with the tsx loader: the tsx CLI relays SIGTERM after a 30 ms timer, which kills the child on a loaded machine.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/app/main.server.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, NODE_OPTIONS: '--disable-warning=ExperimentalWarning' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const port = await listeningPort(() => out);
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const events = out.trim().split('\n').map((line) => JSON.parse(line) as { event?: string; path?: string });
    expect(events.some((e) => e.event === 'listening')).toBe(true);
    expect(events.some((e) => e.path === '/healthz')).toBe(true);
    expect(events.map((e) => e.event).slice(-2)).toEqual(['shutdown', 'shutdown-complete']);
  }, 60_000);
});
