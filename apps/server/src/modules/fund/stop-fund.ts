import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { returnIdleReserves } from './fund-job.js';
import { closeHoldings, completeDays, payHoldingDays, referrerChains } from './pay-holdings.js';
import { fundRepository } from './fund.repository.js';

/**
 * Stops a fund (fund:stop), in the caller's transaction: the fund row first (its lock keeps a
 * purchase out), then each active holding paid the interest its fund promised it (issue 24): the
 * whole cycle's, every day of it, and its referrers their rebates of it, from the fund's reserve,
 * which was filled with exactly that promise when the fund was created; its principal returned
 * and its owner told; then what the reserve still holds goes back to the earn account. A reserve
 * that cannot pay it (a guarded posting) refuses the stop, and the caller's transaction rolls
 * back: the fund stays open rather than break its promise. Returns null when the fund does not
 * exist or is stopped already.
 * @throws AppError earnAccountShort
 */
export async function stopFund(tx: Transaction<TDatabase>, now: number, fundId: bigint, reason: string) {
  const fund = await fundRepository.markStopped(tx, fundId, now, reason);
  if (!fund) return null;
  const holdings = await fundRepository.activeHoldingsOfFund(tx, fundId);
  const chainOf = referrerChains(tx);
  const after = await payHoldingDays(tx, now, fund, holdings.map((holding) => ({ holding, through: Number(holding.cycle_days) })), chainOf, 'fund stopped');
  // A holding whose last day ended already matured (its principal was due anyway); the others were stopped short.
  const closed = await closeHoldings(tx, now, fund, after.map((holding) => ({ holding, status: completeDays(holding, now) >= Number(holding.cycle_days) ? ('matured' as const) : ('stopped' as const) })));
  const returned = await returnIdleReserves(tx, now, [fundId]);
  return { fund, holdings: closed, returned: returned[0]?.amount ?? 0n };
}
