import { sql, type Kysely, type Transaction } from 'kysely';
import { CONTRACT_MARGIN_ASSET, MARKETS, SECONDS_ASSET, findMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { DAY_MS } from './invite-day.js';
import type { TFriendFee } from './compute-rebates.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** Every spot market, run-time listed ones too (modules/catalog): read when the fees are, not at import. */
const spotSymbols = () => MARKETS.map((m) => m.symbol);
const big = (v: unknown): bigint => BigInt(String(v ?? 0));

/**
 * The fees that users with a referrer actually paid in the UTC day starting at `day`, per user and
 * asset, read from the records each product writes in the same transaction as the fee's ledger
 * posting (so a fee is here exactly when the fee account received it):
 * - spot: each trade's buyer fee (in the base asset) and seller fee (in the quote asset), by the
 *   owner of the buy and the sell order (maker or taker); the rounding remainder a fill also posts
 *   to the fee account is not a fee anyone was charged, and earns nothing;
 * - contracts: the opening fee on the day the position opened, the closing fee on the day it closed;
 * - seconds contracts: the fee on the day the order was accepted.
 * Nothing is added to the spot order path: the trades already carry their fees and time.
 */
export async function friendFeesOfDay(db: TDb, day: number): Promise<TFriendFee[]> {
  const from = BigInt(day);
  const to = BigInt(day + DAY_MS);
  const fees: TFriendFee[] = [];

  for (const role of ['maker_order_id', 'taker_order_id'] as const) {
    const rows = await db
      .selectFrom('spot_trades as t')
      .innerJoin('spot_orders as o', 'o.id', `t.${role}`)
      .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 'o.user_id').on('r.level', '=', 1n))
      .select(['t.symbol', 'o.user_id', 'o.side'])
      .select(sql<string>`sum(case when o.side = 'buy' then t.buyer_fee else t.seller_fee end)`.as('fee'))
      .where('t.symbol', 'in', spotSymbols())
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .groupBy(['t.symbol', 'o.user_id', 'o.side'])
      .execute();
    for (const row of rows) {
      const market = findMarket(row.symbol);
      if (!market) continue;
      fees.push({ friendId: row.user_id, asset: row.side === 'buy' ? market.base : market.quote, amount: big(row.fee) });
    }
  }

  const opened = await db
    .selectFrom('contract_orders as c')
    .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 'c.user_id').on('r.level', '=', 1n))
    .select('c.user_id')
    .select(sql<string>`sum(c.open_fee)`.as('fee'))
    .where('c.opened_at', '>=', from)
    .where('c.opened_at', '<', to)
    .groupBy('c.user_id')
    .execute();
  const closed = await db
    .selectFrom('contract_orders as c')
    .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 'c.user_id').on('r.level', '=', 1n))
    .select('c.user_id')
    .select(sql<string>`sum(coalesce(c.close_fee, 0))`.as('fee'))
    .where('c.finished_at', '>=', from)
    .where('c.finished_at', '<', to)
    .groupBy('c.user_id')
    .execute();
  for (const row of [...opened, ...closed]) fees.push({ friendId: row.user_id, asset: CONTRACT_MARGIN_ASSET, amount: big(row.fee) });

  const seconds = await db
    .selectFrom('seconds_orders as s')
    .innerJoin('referrals as r', (join) => join.onRef('r.user_id', '=', 's.user_id').on('r.level', '=', 1n))
    .select('s.user_id')
    .select(sql<string>`sum(s.fee)`.as('fee'))
    .where('s.accepted_at', '>=', from)
    .where('s.accepted_at', '<', to)
    .groupBy('s.user_id')
    .execute();
  for (const row of seconds) fees.push({ friendId: row.user_id, asset: SECONDS_ASSET, amount: big(row.fee) });

  return fees.filter((f) => f.amount > 0n);
}
