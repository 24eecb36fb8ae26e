// The large catalogues (issue 10 target 5), built once and kept under bench-data/ (git-ignored): the demo shop
// plus 1,000, 100,000 or 1,000,000 generated products, on SQLite (a file in the folder) or on PostgreSQL (database
// <name of BENCH_POSTGRES_URL's database>_<size>, created when missing). A build takes minutes at 1M.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { tsx } from '../support.mjs';

export const sizes = { '1k': 1_000, '100k': 100_000, '1m': 1_000_000 };
const root = resolve('bench-data');

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
  console.log(`(building the ${size} catalogue on ${dialect} under ${dataDir}: once, kept for later runs)`);
  const built = { databaseUrl: target.databaseUrl, ...tsx(['bench/prepare.ts', dataDir, String(sizes[size]), target.databaseUrl]) };
  writeFileSync(ready, JSON.stringify(built));
  return { dataDir, ...built };
}
