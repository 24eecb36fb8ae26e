import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId, zero } from './columns.server';

/** Catalogue, content and settings. Booleans are 0/1 integers and times ISO-8601 text, alike on both dialects. */
export function catalogMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('images'), dialect)
        .addColumn('file', 'text', notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('categories'), dialect)
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_id', 'integer', (c) => c.references('images.id'))
        .addColumn('menu_order', 'integer', zero)
        .execute();

      await withId(db.schema.createTable('products'), dialect)
        .addColumn('parent_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('type', 'text', notNull) // simple | variable | variation
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')) // folded name + sku
        .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sku', 'text')
        .addColumn('regular_price', 'bigint')
        .addColumn('sale_price', 'bigint')
        .addColumn('price', 'bigint') // effective price (lowest variation price for variable products), for sorting
        .addColumn('stock_quantity', 'integer') // null: stock not managed
        .addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('instock'))
        .addColumn('backorders_allowed', 'integer', zero)
        .addColumn('sold_individually', 'integer', zero)
        .addColumn('min_qty', 'integer')
        .addColumn('max_qty', 'integer')
        .addColumn('weight', 'real') // kg
        .addColumn('length', 'real') // cm
        .addColumn('width', 'real')
        .addColumn('height', 'real')
        .addColumn('image_id', 'integer', (c) => c.references('images.id'))
        .addColumn('featured', 'integer', zero)
        .addColumn('menu_order', 'integer', zero)
        .addColumn('total_sales', 'integer', zero)
        .addColumn('average_rating', 'real', zero)
        .addColumn('rating_count', 'integer', zero)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('products_parent').on('products').column('parent_id').execute();
      // Listing orders: default (menu_order, name), popularity, rating; each ends on id.
      await db.schema.createIndex('products_listing').on('products').columns(['menu_order', 'search_text', 'id']).execute();
      await db.schema.createIndex('products_popularity').on('products').columns(['total_sales', 'id']).execute();
      await db.schema.createIndex('products_rating').on('products').columns(['average_rating', 'rating_count', 'id']).execute();
      await db.schema.createIndex('products_price').on('products').columns(['price']).execute();
      await db.schema.createIndex('products_created').on('products').columns(['created_at']).execute();

      await db.schema
        .createTable('product_categories')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
        .execute();
      await db.schema.createIndex('product_categories_category').on('product_categories').column('category_id').execute();

      await db.schema
        .createTable('product_images')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
        .addColumn('position', 'integer', zero)
        .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'image_id'])
        .execute();

      await withId(db.schema.createTable('attributes'), dialect)
        .addColumn('slug', 'text', (c) => c.notNull().unique()) // taxonomy is 'pa_' + slug
        .addColumn('name', 'text', notNull)
        .addColumn('display_type', 'text', (c) => c.notNull().defaultTo('select')) // select | color | image | button | radio
        .execute();

      await withId(db.schema.createTable('attribute_terms'), dialect)
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id').onDelete('cascade'))
        .addColumn('slug', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('color', 'text')
        .addColumn('image_id', 'integer', (c) => c.references('images.id'))
        .addColumn('menu_order', 'integer', zero)
        .addUniqueConstraint('attribute_terms_slug', ['attribute_id', 'slug'])
        .execute();

      await db.schema
        .createTable('product_attributes')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
        .addColumn('position', 'integer', zero)
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('for_variations', 'integer', zero)
        .addPrimaryKeyConstraint('product_attributes_pk', ['product_id', 'attribute_id'])
        .execute();

      await db.schema
        .createTable('product_attribute_terms')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('attribute_terms.id'))
        .addPrimaryKeyConstraint('product_attribute_terms_pk', ['product_id', 'term_id'])
        .execute();

      // One row per attribute of a variation; term_id null means 'any value'.
      await db.schema
        .createTable('variation_attributes')
        .addColumn('variation_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
        .addColumn('term_id', 'integer', (c) => c.references('attribute_terms.id'))
        .addPrimaryKeyConstraint('variation_attributes_pk', ['variation_id', 'attribute_id'])
        .execute();

      await withId(db.schema.createTable('reviews'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('reviews.id').onDelete('cascade'))
        .addColumn('author', 'text', notNull)
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', notNull)
        .addColumn('rating', 'integer')
        .addColumn('verified', 'integer', zero)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('reviews_product').on('reviews').columns(['product_id', 'status']).execute();

      await withId(db.schema.createTable('posts'), dialect)
        .addColumn('type', 'text', notNull) // post | page
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', notNull)
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', notNull)
        .addColumn('image_id', 'integer', (c) => c.references('images.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish'))
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('comments'), dialect)
        .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('author', 'text', notNull)
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', notNull)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('menu_items'), dialect)
        .addColumn('menu', 'text', notNull) // main | footer
        .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
        .addColumn('label', 'text', notNull)
        .addColumn('url', 'text', notNull)
        .addColumn('position', 'integer', zero)
        .addColumn('mega', 'integer', zero) // a top-level item whose children show as mega-menu columns
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', notNull)
        .execute();
    },
  };
}
