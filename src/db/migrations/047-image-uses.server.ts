import type { Kysely, Migration } from 'kysely';

/**
 * Where each image is used, so the REST media list asks of each image whether a published page shows it by a few
 * index look-ups (decision 041, follow-up of 2026-11-29), never reading the catalogue. Same on both databases.
 */
export function imageUsesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('products_image').on('products').columns(['image_id', 'status', 'parent_id']).execute();
      await db.schema.createIndex('product_images_image').on('product_images').column('image_id').execute();
      await db.schema.createIndex('posts_image').on('posts').columns(['image_id', 'status']).execute();
      await db.schema.createIndex('categories_image').on('categories').column('image_id').execute();
      await db.schema.createIndex('attribute_terms_image').on('attribute_terms').column('image_id').execute();
    },
  };
}
