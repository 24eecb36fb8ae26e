import type { Db } from '../db/index.server';
import { settingGroups, type ShopSettings } from './groups.server';
import './tables';

/** The typed settings from the stored rows (name → value); a setting without a row has its fallback. */
export function settingsFrom(stored: Map<string, string>): ShopSettings {
  const groups = Object.entries(settingGroups).map(([group, fields]) => [
    group,
    Object.fromEntries(
      Object.entries(fields).map(([key, setting]) => {
        const value = stored.get(setting.name);
        return [key, value === undefined ? setting.fallback : setting.read(value)];
      }),
    ),
  ]);
  return Object.fromEntries(groups) as ShopSettings;
}

/**
 * Reads the settings at most once per `ttlMs`, so pages do not query them on every request; `forget` drops what it
 * holds, for a change the shop announces (the assembly calls it on `pageChangesMade`, here or in another worker).
 */
export function cachedSettings(db: Db, ttlMs = 5000): (() => Promise<ShopSettings>) & { forget(): void } {
  let value: Promise<ShopSettings> | undefined;
  let loadedAt = 0;
  const read = () => {
    if (!value || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      value = db
        .selectFrom('settings')
        .select(['name', 'value'])
        .execute()
        .then((rows) => settingsFrom(new Map(rows.map((r) => [r.name, r.value]))));
    }
    return value;
  };
  return Object.assign(read, { forget: () => void (value = undefined) });
}
