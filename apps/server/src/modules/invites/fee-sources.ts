import type { Kysely, Transaction } from 'kysely';
import { CONTRACT_MARGIN_ASSET, MARKETS, SECONDS_ASSET, findMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { DAY_MS } from './invite-day.js';
import type { TFriendFee } from './compute-rebates.js';
import { rebatesRepository } from './rebates.repository.js';

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
export function friendFeesOfDay(db: TDb, day: number): Promise<TFriendFee[]> {
  return friendFeesBetween(db, day, day + DAY_MS);
}

/** As friendFeesOfDay, for the fees stamped in [fromMs, toMs) (the rebate job's window since its checkpoint). */
export async function friendFeesBetween(db: TDb, fromMs: number, toMs: number): Promise<TFriendFee[]> {
  const window = { from: BigInt(fromMs), to: BigInt(toMs) };
  const fees: TFriendFee[] = [];

  for (const role of ['maker_order_id', 'taker_order_id'] as const) {
    for (const row of await rebatesRepository.spotFees(db, role, spotSymbols(), window)) {
      const market = findMarket(row.symbol);
      if (!market) continue;
      fees.push({ friendId: row.user_id, asset: row.side === 'buy' ? market.base : market.quote, amount: big(row.fee) });
    }
  }

  const opened = await rebatesRepository.contractOpenFees(db, window);
  const closed = await rebatesRepository.contractCloseFees(db, window);
  for (const row of [...opened, ...closed]) fees.push({ friendId: row.user_id, asset: CONTRACT_MARGIN_ASSET, amount: big(row.fee) });

  for (const row of await rebatesRepository.secondsFees(db, window)) fees.push({ friendId: row.user_id, asset: SECONDS_ASSET, amount: big(row.fee) });

  return fees.filter((f) => f.amount > 0n);
}
