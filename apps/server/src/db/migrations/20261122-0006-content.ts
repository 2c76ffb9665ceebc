import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * Content: the about pages and the help centre, one text row per locale. Tabs and articles carry a
 * stable `slug` so the seed can tell what it already inserted; operators hide seeded entries with
 * `is_visible` rather than deleting them (a deleted entry would be seeded again on the next start).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_pages_pk', ['type', 'locale'])
    .execute();

  await idColumn(db, db.schema.createTable('help_tabs'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'bigint', (c) => c.notNull())
    .addColumn('is_visible', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('help_tab_texts')
    .addColumn('tab_id', 'bigint', (c) => c.notNull().references('help_tabs.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_tab_texts_pk', ['tab_id', 'locale'])
    .execute();

  await idColumn(db, db.schema.createTable('help_articles'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('tab_id', 'bigint', (c) => c.notNull().references('help_tabs.id'))
    .addColumn('sort_order', 'bigint', (c) => c.notNull())
    .addColumn('is_visible', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_articles_tab').on('help_articles').columns(['tab_id', 'sort_order']).execute();

  await db.schema
    .createTable('help_article_texts')
    .addColumn('article_id', 'bigint', (c) => c.notNull().references('help_articles.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_article_texts_pk', ['article_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['help_article_texts', 'help_articles', 'help_tab_texts', 'help_tabs', 'content_pages']) {
    await db.schema.dropTable(table).execute();
  }
}
