import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TFlashQuotesTable } from '../../platform/db/schema-flash.js';
import type { TFlashLeg } from './flash-route.js';
import type { TQuoteRow } from './flash-present.js';
import type { TLegWalk } from './walk-leg.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * A quote as quoteFlash made it: the route, the least it promises (`receive`), and per leg the size
 * it spends, its walk and the worst price its order may trade at (`limit`).
 */
export type TNewQuote = {
  userId: bigint;
  from: string;
  to: string;
  amount: bigint;
  coins: string[];
  legs: { leg: TFlashLeg; size: bigint; walk: TLegWalk; limit: bigint }[];
  receive: bigint;
  now: number;
  validMs: number;
};

/** What a leg actually did, written into its claimed quote. */
export type TLegPaid = { orderId: bigint; fee: bigint; left: bigint };

const legColumns = (prefix: 'leg1' | 'leg2', part: TNewQuote['legs'][number] | undefined) =>
  part
    ? {
        [`${prefix}_symbol`]: part.leg.market.symbol,
        [`${prefix}_side`]: part.leg.side,
        [`${prefix}_size`]: part.size,
        [`${prefix}_limit`]: part.limit,
        [`${prefix}_fee`]: part.walk.fee,
        [`${prefix}_net`]: part.walk.net,
        [`${prefix}_left`]: part.walk.left,
      }
    : {};

/** The only place the flash exchange's SQL lives. */
export const flashRepository = {
  async insertQuote(db: TDb, quote: TNewQuote): Promise<TQuoteRow> {
    const values = {
      user_id: quote.userId,
      from_coin: quote.from,
      to_coin: quote.to,
      amount: quote.amount,
      route: quote.coins.join(','),
      quoted_receive: quote.receive,
      status: 'quoted',
      expires_at: BigInt(quote.now + quote.validMs),
      created_at: BigInt(quote.now),
      updated_at: BigInt(quote.now),
      ...legColumns('leg1', quote.legs[0]),
      ...legColumns('leg2', quote.legs[1]),
    } as Insertable<TFlashQuotesTable>;
    return db.insertInto('flash_quotes').values(values).returningAll().executeTakeFirstOrThrow();
  },

  /** The quote if it is the user's (another user's reads as absent). */
  findOwn(db: TDb, userId: bigint, quoteId: bigint): Promise<TQuoteRow | undefined> {
    return db.selectFrom('flash_quotes').selectAll().where('id', '=', quoteId).where('user_id', '=', userId).executeTakeFirst();
  },

  /** quoted → done, only while unexpired: true for the one caller that claimed it. */
  async claim(tx: Transaction<TDatabase>, quoteId: bigint, now: number): Promise<boolean> {
    const claimed = await tx
      .updateTable('flash_quotes')
      .set({ status: 'done', updated_at: BigInt(now) })
      .where('id', '=', quoteId)
      .where('status', '=', 'quoted')
      .where('expires_at', '>', BigInt(now))
      .returning('id')
      .executeTakeFirst();
    return claimed !== undefined;
  },

  /** Ends a quote that is still `quoted` (an execution that rolled back, or one too late). */
  async end(db: TDb, quoteId: bigint, status: 'refused' | 'expired', now: number): Promise<void> {
    await db.updateTable('flash_quotes').set({ status, updated_at: BigInt(now) }).where('id', '=', quoteId).where('status', '=', 'quoted').execute();
  },

  /** Writes what the legs did into the claimed quote. */
  async recordResult(tx: Transaction<TDatabase>, quoteId: bigint, receive: bigint, legs: TLegPaid[], now: number): Promise<void> {
    const [first, second] = legs;
    await tx
      .updateTable('flash_quotes')
      .set({
        receive,
        updated_at: BigInt(now),
        leg1_order_id: first.orderId,
        leg1_fee_paid: first.fee,
        leg1_left_paid: first.left,
        ...(second ? { leg2_order_id: second.orderId, leg2_fee_paid: second.fee, leg2_left_paid: second.left } : {}),
      })
      .where('id', '=', quoteId)
      .execute();
  },

  /** The user's done conversions, from or to `currency` when given: a query for pageOf to page. */
  doneQuotes(db: TDb, userId: bigint, currency: string) {
    let query = db.selectFrom('flash_quotes').where('user_id', '=', userId).where('status', '=', 'done');
    if (currency) query = query.where((eb) => eb.or([eb('from_coin', '=', currency), eb('to_coin', '=', currency)]));
    return query;
  },
};
