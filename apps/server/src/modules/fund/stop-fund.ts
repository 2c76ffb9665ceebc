import type { Transaction } from 'kysely';
import { FUND_STATUS } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { returnIdleReserves } from './fund-job.js';
import { closeHoldings, completeDays, payHoldingDays, referrerChains } from './pay-holdings.js';

/**
 * Stops a fund (fund:stop), in the caller's transaction: the fund row first (its lock keeps a
 * purchase out), then each active holding paid its complete unpaid days (days that ended before
 * now), its principal returned and its owner told; then what the reserve still holds goes back to
 * the earn account. Returns null when the fund does not exist or is stopped already.
 */
export async function stopFund(tx: Transaction<TDatabase>, now: number, fundId: bigint, reason: string) {
  const fund = await tx
    .updateTable('funds')
    .set({ status: BigInt(FUND_STATUS.stopped), stopped_at: BigInt(now), reason })
    .where('id', '=', fundId)
    .where('status', '!=', BigInt(FUND_STATUS.stopped))
    .returningAll()
    .executeTakeFirst();
  if (!fund) return null;
  const holdings = await tx.selectFrom('fund_holdings').selectAll().where('fund_id', '=', fundId).where('status', '=', 'active').orderBy('id').execute();
  const chainOf = referrerChains(tx);
  const after = await payHoldingDays(tx, now, fund, holdings.map((holding) => ({ holding, through: completeDays(holding, now) })), chainOf, 'fund stopped');
  // A holding whose last day ended already matured (its principal was due anyway).
  const closed = await closeHoldings(tx, now, fund, after.map((holding) => ({ holding, status: holding.days_paid >= holding.cycle_days ? ('matured' as const) : ('stopped' as const) })));
  const returned = await returnIdleReserves(tx, now, [fundId]);
  return { fund, holdings: closed, returned: returned[0]?.amount ?? 0n };
}
