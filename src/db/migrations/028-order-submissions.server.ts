import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.server';

/**
 * One row per order submission (decision 079): the digest of who posted what, and the order it placed, so a
 * repeat answers that order instead of placing another. The key is the primary key: two at once cannot both write
 * it. `order_id` is empty only inside the transaction that claimed the key and has not yet written its order.
 */
export const orderSubmissionsMigration = (): Migration => ({
  async up(db: Kysely<any>) {
    const submissions = db.schema.createTable('order_submissions').addColumn('key', 'text', (c) => c.primaryKey());
    await submissions
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
      .addColumn('placed_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('order_submissions_placed').on('order_submissions').column('placed_at').execute();
  },
});
