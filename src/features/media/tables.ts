import type { Generated } from 'kysely';

/** Row type of the images table (migration 001-catalog), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    images: ImageTable;
  }
}

export interface ImageTable {
  id: Generated<number>;
  file: string; // path under DATA_DIR/uploads
  width: number;
  height: number;
  alt: Generated<string>;
  title: Generated<string>;
  caption: Generated<string>;
}
