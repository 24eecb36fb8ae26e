import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.server';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, SQLite under data/', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('file:./data/shop.db');
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SESSION_SECRET/,
    );
  });

  it('accepts a PostgreSQL URL and a public URL without its trailing slash', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h:5432/db', PUBLIC_URL: 'https://shop.vn/' });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.publicUrl).toBe('https://shop.vn');
  });
});
