/** One shop setting: the row name it is stored under, its value when the shop has not set it, and how a stored value reads. */
export interface Setting<T> {
  name: string;
  fallback: T;
  read(stored: string): T;
}

/** A group of settings under typed camelCase keys: one small file in src/settings/groups/ each. */
export type SettingGroup = Record<string, Setting<unknown>>;

export type ValuesOf<G extends SettingGroup> = { [K in keyof G]: G[K] extends Setting<infer T> ? T : never };

/** A number; anything that is not one reads as the fallback. */
export const number = (name: string, fallback: number): Setting<number> => ({
  name,
  fallback,
  read: (stored) => (Number.isFinite(Number(stored)) ? Number(stored) : fallback),
});

/** `yes` (or `1`) is on, anything else off. */
export const yesNo = (name: string, fallback: boolean): Setting<boolean> => ({ name, fallback, read: (stored) => stored === 'yes' || stored === '1' });

/** Text as stored, blank included. */
export const text = (name: string, fallback: string): Setting<string> => ({ name, fallback, read: (stored) => stored });

/** Trimmed text; a blank value, or one not matching `pattern`, reads as the fallback. */
export const filled = (name: string, fallback: string, pattern = /./): Setting<string> => ({
  name,
  fallback,
  read: (stored) => {
    const value = stored.trim();
    return value && pattern.test(value) ? value : fallback;
  },
});

/** One of `values`; anything else reads as the fallback. */
export const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): Setting<T> => ({
  name,
  fallback,
  read: (stored) => (values as readonly string[]).includes(stored) ? (stored as T) : fallback,
});
