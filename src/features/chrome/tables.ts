import type { Generated } from 'kysely';

/** Row type of the menus (migration 001-catalog), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    menu_items: MenuItemTable;
  }
}

export interface MenuItemTable {
  id: Generated<number>;
  menu: string;
  parent_id: number | null;
  label: string;
  url: string;
  position: Generated<number>;
  mega: Generated<number>;
  /** A content block shown in the dropdown in place of the link (migration 022). */
  block_id: number | null;
}
