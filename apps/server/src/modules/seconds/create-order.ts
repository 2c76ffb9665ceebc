import { findMarket, formatAmount, readAmountOf, SECONDS_ASSET, SECONDS_RULE_VERSION, secondsPayoutMax, type TSecondsCreate } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { requireLiveTick, pairName } from '../contract/contract-orders.js';
import { loadDurations, loadFeeRatePpm, loadMarkets, secondsFee } from './seconds-settings.js';
import { reserveExposure } from './seconds-house.js';
import type { TSecondsOrderRow } from './seconds-orders.js';
import { secondsRepository } from './seconds.repository.js';

/** How long after expiry the safety-net job looks (the tick-driven job normally settles first). */
export const SECONDS_NET_DELAY_MS = 3_000;
export const SECONDS_SETTLE_KIND = 'seconds.settle';

/**
 * Creates a seconds-contract order (issue 14). Checks in SPEC §5's order (the schema did "enter
 * open amount"): the market and duration offered, the duration's minimum ("input quantity below
 * minimum limit") and maximum, a fresh index tick (nothing opens on an old one), then, in ONE
 * transaction: the order row; stake + fee out of the contract wallet's available USDT (fee to the
 * fee account, stake frozen) by a guarded posting, so 50 concurrent creates on a balance covering
 * k accept exactly k ("Insufficient available balance"); the house's exposure with this order's
 * maximum payout, refused when the house could not cover it; and the durable safety-net job that
 * settles it after expiry even if this process dies.
 *
 * The opening price is NOT the tick the client saw nor the newest one now: it is the first tick
 * recorded at or after `accepted_at` (this transaction's clock), picked up by the tick-driven
 * settlement job within about a second (or at settlement, whichever comes first).
 * @throws AppError for every refusal
 */
export async function createSecondsOrder(deps: TDeps, userId: bigint, input: TSecondsCreate): Promise<TSecondsOrderRow> {
  const market = findMarket(`${input.baseCoin}${input.quoteCoin}`);
  const offered = market ? (await loadMarkets(deps.db)).some((m) => m.symbol === market.symbol) : false;
  if (!market || !offered) throw new AppError('secondsMarketOff', { vars: { symbol: market ? pairName(market) : `${input.baseCoin}/${input.quoteCoin}` } });
  const duration = (await loadDurations(deps.db)).find((d) => d.second === input.positionTime && d.isEnabled);
  if (!duration) throw new AppError('secondsDuration');
  const stake = readAmountOf(input.openAmount, SECONDS_ASSET).units!;
  if (stake < duration.minAmount) throw new AppError('secondsBelowMin', { vars: { min: formatAmount(duration.minAmount, SECONDS_ASSET) } });
  if (stake > duration.maxAmount) throw new AppError('secondsAboveMax', { vars: { max: formatAmount(duration.maxAmount, SECONDS_ASSET) } });
  requireLiveTick(deps, market);
  const fee = secondsFee(stake, await loadFeeRatePpm(deps.db));
  const payoutMax = secondsPayoutMax(stake, duration.incomeRatePpm);
  const now = deps.clock.now();
  const expiresAt = now + duration.second * 1000;
  return deps.db.transaction().execute(async (tx) => {
    const row = await secondsRepository.insertOrder(tx, {
        user_id: userId,
        symbol: market.symbol,
        trade_type: BigInt(input.tradeType),
        position_time: BigInt(duration.second),
        stake,
        fee,
        income_rate_ppm: duration.incomeRatePpm,
        payout_max: payoutMax,
        status: 'open',
        accepted_at: BigInt(now),
        expires_at: BigInt(expiresAt),
        open_tick_id: null,
        open_price: null,
        close_tick_id: null,
        close_price: null,
        outcome: null,
        to_user: null,
        rule_version: BigInt(SECONDS_RULE_VERSION),
        settled_at: null,
        updated_at: BigInt(now),
      });
    const postings = [
      { account: available(userId, 'contract'), asset: SECONDS_ASSET, amount: -(stake + fee) },
      { account: frozen(userId, 'contract'), asset: SECONDS_ASSET, amount: stake },
      ...(fee > 0n ? [{ account: system('fees'), asset: SECONDS_ASSET, amount: fee }] : []),
    ];
    await postTransaction(tx, now, { type: 'seconds_open', reference: `seconds:${row.id}:open`, userId, memo: `${market.symbol} ${input.tradeType === 0 ? 'up' : 'down'} ${duration.second}s`, postings });
    await reserveExposure(tx, payoutMax);
    // The safety net: one job per market and expiry second, due a little after that second ends.
    const second = Math.floor(expiresAt / 1000);
    await deps.jobs.enqueue(
      { kind: SECONDS_SETTLE_KIND, key: `${market.symbol}:${second}:0`, payload: { symbol: market.symbol, upTo: second * 1000 + 999, round: 0 }, dueAt: (second + 1) * 1000 + SECONDS_NET_DELAY_MS, maxAttempts: 'unlimited' },
      tx,
    );
    return row;
  });
}
