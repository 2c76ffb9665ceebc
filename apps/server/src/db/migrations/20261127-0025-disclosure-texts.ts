import type { Kysely } from 'kysely';

/**
 * Risk-disclosure versions published from the operator console (issue 18, modules/products
 * disclosure-texts.ts): `disclosure_texts` holds one row per product, version and language (all
 * 14 languages of a version are written in one transaction). A version found here is read from
 * here, any other from the code catalogs (packages/i18n/locales/products); new versions are
 * numbered after the newest of both. Rows are never updated: a new wording is a new version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disclosure_texts')
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('disclosure_texts_pk', ['product', 'version', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disclosure_texts').execute();
}
