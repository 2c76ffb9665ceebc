import type { Transaction } from 'kysely';
import { MARKET_SLIPPAGE, type TFlashRecord } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { TOrderRow } from '../spot/settle-fill.js';
import { executeBatch, type TBatchResult, type TPlaceCommand } from '../spot/spot-batch.js';
import type { SpotMarket } from '../spot/spot-market.js';
import { marketUnits } from '../spot/units.js';
import { legsOf, presentRecord, type TQuoteRow, type TStoredLeg } from './flash-present.js';
import { flashRepository } from './flash.repository.js';

type TLegResult = { leg: TStoredLeg; spot: SpotMarket; batch: TBatchResult; order: TOrderRow; net: bigint; left: bigint };

/** A leg as a spot market order: IOC, limited at the worst price its quote walked to. */
function legCommand(userId: bigint, leg: TStoredLeg, size: bigint): TPlaceCommand {
  const isBuy = leg.side === 'buy';
  return {
    kind: 'place',
    userId,
    side: leg.side,
    type: 'MKT',
    timeInForce: 'IOC',
    isPostOnly: false,
    ticks: 0n,
    amount: isBuy ? 0n : size,
    quoteAmount: isBuy ? size : 0n,
    frozenAmount: size,
    frozenAsset: isBuy ? leg.market.quote : leg.market.base,
    maxSlippage: MARKET_SLIPPAGE.default,
    limitTicks: leg.limit,
  };
}

/**
 * Whether a leg's order traded in full: a sell sold all it gave; a buy spent at least what its
 * quote spent, or what it did not spend cannot buy one more lot at its limit.
 */
function isTradedInFull(leg: TStoredLeg, size: bigint, order: TOrderRow): boolean {
  if (leg.side === 'sell') return order.filled === size;
  const quotedSpend = leg.size - leg.left;
  const units = marketUnits(leg.market);
  return order.filled_quote >= quotedSpend || units.tickLotsFor(size) - order.filled_tick_lots < leg.limit;
}

/**
 * Places the legs in the caller's open transaction, the second spending what the first netted,
 * and checks the result; any refusal throws, so the transaction (and, by the writers' rebuild,
 * the books) roll back whole.
 * @throws AppError insufficientBalance (a leg's funds), flashPriceMoved (a leg not in full, or less than quoted)
 */
async function placeLegs(deps: TDeps, tx: Transaction<TDatabase>, row: TQuoteRow, legs: TStoredLeg[], spots: SpotMarket[], now: number): Promise<TLegResult[]> {
  const io = deps.writeIo(tx);
  const results: TLegResult[] = [];
  let size = row.amount;
  for (const [i, leg] of legs.entries()) {
    const units = marketUnits(leg.market);
    // A budget that buys nothing, or a sell of less than a lot, is not an order the engine takes.
    if (leg.side === 'buy' ? units.tickLotsFor(size) <= 0n : units.lotsOf(size) <= 0n) throw new AppError('flashPriceMoved');
    const batch = await executeBatch(io, spots[i], [legCommand(row.user_id, leg, size)], now);
    const outcome = batch.outcomes[0];
    if ('error' in outcome) throw outcome.error.key === 'insufficientBalance' ? outcome.error : new AppError('flashPriceMoved');
    const order = outcome.order;
    if (!isTradedInFull(leg, size, order)) throw new AppError('flashPriceMoved');
    const net = leg.side === 'sell' ? order.filled_quote - order.fee : order.filled - order.fee;
    const left = leg.side === 'buy' ? size - order.filled_quote : 0n;
    results.push({ leg, spot: spots[i], batch, order, net, left });
    size = net;
  }
  if (size < row.quoted_receive) throw new AppError('flashPriceMoved');
  return results;
}

/** Runs work holding the writers of these markets, taken one inside the other in symbol order (no two executions can deadlock). */
function holdingWriters<T>(deps: TDeps, spots: SpotMarket[], work: () => Promise<T>): Promise<T> {
  const ordered = [...new Set(spots)].sort((a, b) => (a.market.symbol < b.market.symbol ? -1 : 1));
  const run = (i: number): Promise<T> => (i === ordered.length ? work() : ordered[i].exclusive({ db: deps.db, logger: deps.logger }, () => run(i + 1)));
  return run(0);
}

/**
 * /flash/execute: executes one of the caller's quotes within its validity. The legs' markets'
 * writers are held (in symbol order) and, in ONE database transaction, the quote is claimed
 * (quoted → done, guarded, so it executes at most once even when two requests race), then each
 * leg is placed as a spot market IOC order limited at its quoted walk's worst price, the second
 * spending what the first netted. Every leg must trade in full and the caller must net at least
 * the quoted receive, or everything rolls back (the writers rebuild their books from the
 * database) and the quote is marked refused (flashPriceMoved). After the commit the normal spot events go out for
 * each leg. The legs are the caller's spot orders; their trades post the normal ledger
 * transactions, fees to the fee account.
 * @throws AppError flashQuoteNotFound (not the caller's), flashQuoteExpired, flashPriceMoved, insufficientBalance, marketPaused
 */
export async function executeFlash(deps: TDeps, userId: bigint, quoteId: bigint): Promise<TFlashRecord> {
  const row = await flashRepository.findOwn(deps.db, userId, quoteId);
  if (!row) throw new AppError('flashQuoteNotFound');
  if (row.status !== 'quoted') throw new AppError('flashQuoteExpired');
  if (BigInt(deps.clock.now()) >= row.expires_at) {
    await flashRepository.end(deps.db, row.id, 'expired', deps.clock.now());
    throw new AppError('flashQuoteExpired');
  }
  const legs = legsOf(row);
  const spots = legs.map((leg) => deps.spot.market(leg.market.symbol)!);
  let results: TLegResult[];
  try {
    results = await holdingWriters(deps, spots, () =>
      deps.db.transaction().execute(async (tx) => {
        const now = deps.clock.now();
        if (!(await flashRepository.claim(tx, row.id, now))) throw new AppError('flashQuoteExpired');
        const placed = await placeLegs(deps, tx, row, legs, spots, now);
        const paid = placed.map((p) => ({ orderId: p.order.id, fee: p.order.fee, left: p.left }));
        await flashRepository.recordResult(tx, row.id, placed[placed.length - 1].net, paid, now);
        return placed;
      }),
    );
  } catch (error) {
    // A refusal for the balance leaves the quote usable for its last seconds (the caller may top up).
    if (error instanceof AppError && error.key === 'flashPriceMoved') await flashRepository.end(deps.db, row.id, 'refused', deps.clock.now());
    if (error instanceof AppError && error.key === 'flashQuoteExpired') await flashRepository.end(deps.db, row.id, 'expired', deps.clock.now());
    throw error;
  }
  for (const { spot, batch } of results) {
    // As the writer does after a batch: best effort, what was committed stands.
    await deps.events
      .afterOrder({ market: spot.market, fills: batch.fills, tradeIds: batch.tradeIds, time: batch.time, orders: batch.touched })
      .catch((error: unknown) => deps.logger.error({ err: error, symbol: spot.market.symbol }, 'flash: spot events failed'));
  }
  return presentRecord((await flashRepository.findOwn(deps.db, userId, row.id))!);
}
