/**
 * Fund interest, exact (issue 16; SPEC §3 "Fund"). All amounts are bigint units of the fund's
 * currency; rates are parts per million (a daily rate of 0.0002 = 200 ppm, a rebate of 10 % =
 * 100 000 ppm). Nothing here rounds up: every payout is a floor, so what a fund pays can never
 * pass what its reserve holds.
 *
 * A holding of principal P at daily rate r for D days earns, over its cycle, exactly
 * floor(P × r × D / 1e6). Day k (1..D, day 1 being the UTC day of purchase) pays
 * cum(k) − cum(k−1) where cum(k) = floor(P × r × k / 1e6): the remainder of each day is carried,
 * so the days add up to the cycle's total exactly.
 */
export const FUND_PPM = 1_000_000n;
/** Rebate levels: the buyer's referrer (1), theirs (2), and theirs (3). */
export const FUND_REBATE_LEVELS = 3;

/** Interest earned over the first k days: floor(P × r × k / 1e6). */
export function fundInterestThrough(principal: bigint, ratePpm: bigint, days: number): bigint {
  if (principal < 0n || ratePpm < 0n || days < 0) throw new RangeError('fund interest: negative input');
  return (principal * ratePpm * BigInt(days)) / FUND_PPM;
}

/** What day k (1-based) of a holding pays. */
export function fundDayInterest(principal: bigint, ratePpm: bigint, day: number): bigint {
  if (day < 1) throw new RangeError('fund interest: days start at 1');
  return fundInterestThrough(principal, ratePpm, day) - fundInterestThrough(principal, ratePpm, day - 1);
}

/** The whole cycle: floor(P × r × D / 1e6). */
export function fundCycleInterest(principal: bigint, ratePpm: bigint, cycleDays: number): bigint {
  return fundInterestThrough(principal, ratePpm, cycleDays);
}

/** What one day's interest gives a referrer at a level with this rebate rate: floor(interest × rebate / 1e6). */
export function fundRebate(dayInterest: bigint, rebatePpm: bigint): bigint {
  if (dayInterest < 0n || rebatePpm < 0n) throw new RangeError('fund rebate: negative input');
  return (dayInterest * rebatePpm) / FUND_PPM;
}

/**
 * What a fund reserves before it opens: the interest of the whole pool over a cycle,
 * I = floor(totalShares × price × r × D / 1e6), plus each level's rebate on it,
 * Σ_l floor(I × rebate_l / 1e6). Since floor(a) + floor(b) ≤ floor(a + b), the holdings' interest
 * (each floored on its own principal) never passes I, and the daily rebates (each floored on a
 * day's interest) never pass floor(I × rebate_l / 1e6): the reserve covers every promise.
 */
export function fundReserve(input: { totalShares: bigint; price: bigint; ratePpm: bigint; cycleDays: number; rebatePpm: readonly bigint[] }): { interest: bigint; rebates: bigint[]; total: bigint } {
  const interest = fundCycleInterest(input.totalShares * input.price, input.ratePpm, input.cycleDays);
  const rebates = input.rebatePpm.map((rate) => fundRebate(interest, rate));
  return { interest, rebates, total: rebates.reduce((sum, r) => sum + r, interest) };
}

/**
 * What a holding may still cost its fund's reserve: the interest not yet paid and, per level with
 * a rebate, floor(unpaid × rebate / 1e6) (the daily rebates still to come never pass it). The
 * ledger audit checks every reserve holds at least the sum of this over its active holdings.
 */
export function fundHoldingOwed(input: { principal: bigint; ratePpm: bigint; cycleDays: number; interestPaid: bigint; rebatePpm: readonly bigint[] }): bigint {
  const unpaid = fundCycleInterest(input.principal, input.ratePpm, input.cycleDays) - input.interestPaid;
  return input.rebatePpm.reduce((sum, rate) => sum + fundRebate(unpaid, rate), unpaid);
}
