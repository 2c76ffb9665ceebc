/** The labels and tones of the fund screens: the catalog keys of a fund's, a holding's and an earning's state. */
import type { TEarningKind, TFund, TFundHolding } from './fund-api';
import { isFundOpen } from './fund-form';

/** What a fund's badge says: not started yet, open, sold out, expired or stopped (SPEC §4). */
export function fundStatusKey(fund: Pick<TFund, 'status' | 'startTime' | 'endTime' | 'soldShares' | 'totalShares'>, now: number): string {
  if (fund.status === 0 && now < fund.startTime) return 'fund.status.upcoming';
  if (fund.status === 0 && fund.soldShares >= fund.totalShares) return 'fund.status.soldOut';
  if (fund.status === 0 && now >= fund.endTime) return 'fund.status.s1';
  return `fund.status.s${fund.status}`;
}

/** The badge's tone: open and buyable, or not. */
export function fundTone(fund: TFund, now: number): 'open' | 'closed' {
  return isFundOpen(fund, now) && fund.soldShares < fund.totalShares ? 'open' : 'closed';
}

export function holdingStateKey(state: TFundHolding['status']): string {
  return `fund.holding.state.${state}`;
}

/** An earnings record's kind (or the filter "all") as a label key. */
export function earningKindKey(kind: TEarningKind): string {
  return `fund.earning.kind.${kind}`;
}
