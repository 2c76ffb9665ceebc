import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TDatabase, TProductsTable } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

export type TProductRow = Selectable<TProductsTable>;

/** The only place the products domain's SQL lives. */
export const productsRepository = {
  list(db: TDbOrTx): Promise<TProductRow[]> {
    return db.selectFrom('products').selectAll().orderBy('code').execute();
  },

  find(db: TDbOrTx, code: string): Promise<TProductRow | undefined> {
    return db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
  },

  /** Inserts the rows whose code is not there yet; an existing row (an operator's) is left as it is. */
  async insertMissing(db: TDbOrTx, rows: TProductRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('products').values(rows).onConflict((oc) => oc.column('code').doNothing()).execute();
  },

  update(db: TDbOrTx, code: string, values: Partial<Omit<TProductRow, 'code'>>) {
    return db.updateTable('products').set(values).where('code', '=', code).execute();
  },

  /** What the access rules need of a user; undefined when there is no such user. */
  userFacts(db: TDbOrTx, userId: bigint) {
    return db.selectFrom('users').select(['kyc_status', 'country', 'kyc_country']).where('id', '=', userId).executeTakeFirst();
  },

  /** userFacts and the newest version accepted of one product, in one round trip (the access check's read). */
  userFactsFor(db: TDbOrTx, userId: bigint, product: string) {
    return db
      .selectFrom('users')
      .select(['kyc_status', 'country', 'kyc_country'])
      .select((eb) =>
        eb
          .selectFrom('product_acceptances')
          .select((sub) => sub.fn.max('version').as('version'))
          .where('user_id', '=', userId)
          .where('product', '=', product)
          .as('accepted'),
      )
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** The newest version the user accepted, per product (products never accepted are absent). */
  acceptedVersions(db: TDbOrTx, userId: bigint) {
    return db
      .selectFrom('product_acceptances')
      .select(['product', (eb) => eb.fn.max('version').as('version')])
      .where('user_id', '=', userId)
      .groupBy('product')
      .execute();
  },

  /** Records an acceptance; accepting the same version again keeps the first record (its time and address). */
  async insertAcceptance(db: TDbOrTx, values: { user_id: bigint; product: string; version: bigint; accepted_at: bigint; ip: string | null }) {
    await db
      .insertInto('product_acceptances')
      .values(values)
      .onConflict((oc) => oc.columns(['user_id', 'product', 'version']).doNothing())
      .execute();
  },

  /** Every stored text of a product's disclosure (all versions published from the console, every language). */
  disclosureRows(db: TDbOrTx, product: string) {
    return db.selectFrom('disclosure_texts').selectAll().where('product', '=', product).execute();
  },

  /** The stored texts of one version of a product's disclosure (none: the version is the catalog's). */
  disclosureVersionTexts(db: TDbOrTx, product: string, version: number) {
    return db.selectFrom('disclosure_texts').select(['locale', 'title', 'text']).where('product', '=', product).where('version', '=', BigInt(version)).execute();
  },

  /** The newest stored version of a product's disclosure (0 when none). */
  async newestStoredDisclosure(db: TDbOrTx, product: string): Promise<number> {
    const row = await db.selectFrom('disclosure_texts').select((eb) => eb.fn.max('version').as('version')).where('product', '=', product).executeTakeFirst();
    return Number(row?.version ?? 0);
  },

  /** Stores a published version's texts (the primary key refuses a version stored twice). */
  async insertDisclosureTexts(tx: TDbOrTx, rows: { product: string; version: bigint; locale: string; title: string; text: string; created_by: string; created_at: bigint }[]): Promise<void> {
    await tx.insertInto('disclosure_texts').values(rows).execute();
  },
};
