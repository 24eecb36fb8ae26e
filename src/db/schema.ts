/**
 * Row types of every table, as Kysely sees them: each feature adds its own tables to this interface from its
 * `tables.ts` (the catalogue's in src/features/catalogue/tables.ts, the settings in src/settings/tables.ts, …), so
 * the tables are declared where they are owned. Booleans are 0/1; times are ISO-8601 text.
 */
export interface Schema {}
