/** The settings table (migration 001-catalog): one row per setting the shop has set, name → value. */
declare module '../db/schema' {
  interface Schema {
    settings: { name: string; value: string };
  }
}

export {};
