// The large catalogues (issue 10 target 5), built once and kept under DATA_DIR (default ./data, git-ignored) in
// bench-catalogues/: the demo shop plus 1,000, 100,000 or 1,000,000 generated products, on SQLite (a file in the
// folder) or on PostgreSQL (database <name of BENCH_POSTGRES_URL's database>_<size>, created when missing). A build
// commits every 50,000 products and an interrupted one goes on where it stopped (`node_modules/.bin/node bench/build-catalogues.mjs`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

export const sizes = { '1k': 1_000, '100k': 100_000, '1m': 1_000_000 };
const root = resolve(process.env.DATA_DIR ?? 'data', 'bench-catalogues');

async function ensurePostgresDatabase(size) {
  const url = new URL(process.env.BENCH_POSTGRES_URL);
  const name = `${url.pathname.slice(1)}_${size}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
    return { databaseUrl: Object.assign(new URL(url), { pathname: `/${name}` }).href, existed: rowCount > 0 };
  } finally {
    await client.end();
  }
}

/** The catalogue of that size on 'sqlite' or 'postgres'; null for PostgreSQL when BENCH_POSTGRES_URL is unset. */
export async function scaleCatalogue(size, dialect) {
  if (dialect === 'postgres' && !process.env.BENCH_POSTGRES_URL) return null;
  const dataDir = `${root}/${size}-${dialect}`;
  const ready = `${dataDir}/ready.json`;
  const target = dialect === 'postgres' ? await ensurePostgresDatabase(size) : { databaseUrl: `file:${dataDir}/shop.db`, existed: existsSync(`${dataDir}/shop.db`) };
  if (target.existed && existsSync(ready)) return { dataDir, ...JSON.parse(readFileSync(ready, 'utf8')) };
  console.log(`(building the ${size} catalogue on ${dialect} under ${dataDir}: once, kept for later runs; an interrupted build goes on)`);
  mkdirSync(dataDir, { recursive: true });
  // Progress goes straight to the terminal: a buffered child's output was lost with it when a long build stopped.
  const env = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--disable-warning=ExperimentalWarning' };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/prepare.ts', dataDir, String(sizes[size]), target.databaseUrl], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`building the ${size} catalogue on ${dialect} stopped (${run.signal ?? run.status}); run it again to go on`);
  const built = { databaseUrl: target.databaseUrl, ...JSON.parse(run.stdout.trim().split('\n').pop()) };
  writeFileSync(ready, JSON.stringify(built));
  return { dataDir, ...built };
}
