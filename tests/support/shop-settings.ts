import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/** The database of the demo shop that playwright.config.ts starts for the journeys. */
export const journeyShopDatabase = (options: { readOnly?: boolean } = {}) => new DatabaseSync(`.e2e-data-${process.env.E2E_PORT ?? 4173}/shop.db`, options);

/** The secret the journeys' shop generated into its data folder (it signs nonces and derives CAPTCHA answers). */
export const journeyShopSecret = () => readFileSync(`.e2e-data-${process.env.E2E_PORT ?? 4173}/session-secret`, 'utf8').trim();

/** Writes one row of the journeys' shop settings; pages see it once the settings cache (5 s) has expired. */
export function writeShopSetting(name: string, value: string): void {
  const db = journeyShopDatabase();
  try {
    db.prepare('delete from settings where name = ?').run(name);
    db.prepare('insert into settings (name, value) values (?, ?)').run(name, value);
  } finally {
    db.close();
  }
}
