import type { Kysely, Selectable, Transaction } from 'kysely';
import { REVIEW_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;
/** The two tables an operator reviews row by row, with the same review columns (status, reviewed_by, reviewed_at). */
export type TReviewTable = 'deposits' | 'withdrawals';
type TReviewRow<T extends TReviewTable> = Selectable<TDatabase[T]>;

const PENDING = BigInt(REVIEW_STATUS.pending);

/** The columns a review reads and writes: the same, with the same types, in both tables. */
type TReviewColumns = 'id' | 'user_id' | 'currency' | 'amount' | 'status' | 'reviewed_by' | 'reviewed_at';
type TSameColumns = [Pick<TDatabase['deposits'], TReviewColumns>, Pick<TDatabase['withdrawals'], TReviewColumns>];
/** Fails to compile if the two tables' review columns ever differ (then this module must be split). */
const sameColumns: TSameColumns[0] extends TSameColumns[1] ? (TSameColumns[1] extends TSameColumns[0] ? true : never) : never = true;
void sameColumns;

/**
 * Either table, typed as deposits for the query builder: the queries below touch only the review
 * columns, which sameColumns proves identical; the rows are returned as the table's own type.
 */
const asReviewTable = (table: TReviewTable): 'deposits' => table as 'deposits';

/**
 * The SQL of the review queues of deposits and withdrawals, written once for both tables (their
 * review columns are the same); each table's other SQL lives in its own module's repository.
 */
export const reviewsRepository = {
  /**
   * Decides a row only while it is pending (status in the WHERE): of two operators, or a replay,
   * exactly one gets the row back; the other gets undefined.
   */
  claimPending<T extends TReviewTable>(db: TDbOrTx, table: T, id: bigint, values: Record<string, unknown>): Promise<TReviewRow<T> | undefined> {
    return db.updateTable(asReviewTable(table)).set(values).where('id', '=', id).where('status', '=', PENDING).returningAll().executeTakeFirst() as Promise<TReviewRow<T> | undefined>;
  },

  async exists(db: TDbOrTx, table: TReviewTable, id: bigint): Promise<boolean> {
    const row = await db.selectFrom(asReviewTable(table)).select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  },

  /** What the two-person rule needs of a row: its user, amount and status. */
  findForDecision(db: TDbOrTx, table: TReviewTable, id: bigint): Promise<{ id: bigint; user_id: bigint; currency: string; amount: bigint; status: bigint } | undefined> {
    return db.selectFrom(asReviewTable(table)).select(['id', 'user_id', 'currency', 'amount', 'status']).where('id', '=', id).executeTakeFirst();
  },

  /** One page of a queue in a status, with its total: pending oldest first, decided ones newest first. */
  async page<T extends TReviewTable>(db: TDbOrTx, table: T, status: bigint, paging: { pageNo: number; pageSize: number }): Promise<{ rows: TReviewRow<T>[]; total: number }> {
    const base = db.selectFrom(asReviewTable(table)).where('status', '=', status);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', status === PENDING ? 'asc' : 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute();
    return { rows: rows as TReviewRow<T>[], total: Number(total.n) };
  },

  /** Up to `limit` rows in a status, oldest first: what `npm run ops -- deposit:list` prints. */
  oldestInStatus<T extends TReviewTable>(db: TDbOrTx, table: T, status: bigint, limit: number): Promise<TReviewRow<T>[]> {
    return db.selectFrom(asReviewTable(table)).selectAll().where('status', '=', status).orderBy('id').limit(limit).execute() as Promise<TReviewRow<T>[]>;
  },

  async countPending(db: TDbOrTx, table: TReviewTable): Promise<number> {
    const row = await db.selectFrom(asReviewTable(table)).select((eb) => eb.fn.countAll().as('n')).where('status', '=', PENDING).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * A user's amounts approved since `since`, summed per currency, leaving out the rows an
   * operator named `exceptOperator` decided (the demo seed's opening balance).
   */
  approvedSumsSince(db: TDbOrTx, table: TReviewTable, userId: bigint, since: bigint, exceptOperator: string): Promise<{ currency: string; n: string | number | bigint }[]> {
    return db.selectFrom(asReviewTable(table))
      .select(['currency', (eb) => eb.fn.sum('amount').as('n')])
      .where('user_id', '=', userId)
      .where('status', '=', 1n)
      .where('reviewed_at', '>=', since)
      .where('reviewed_by', '!=', exceptOperator)
      .groupBy('currency')
      .execute();
  },
};
