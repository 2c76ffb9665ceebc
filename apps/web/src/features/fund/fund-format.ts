import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../format/format-output';
import type { TEarningKind, TFund, TFundHolding } from './fund-api';
import { isFundOpen } from './fund-form';

/** An amount of a fund's currency as text (where no <Output asset> fits): every decimal it has, and the currency. */
export function fundAmountText(value: string, currency: string, lang: TLocale): string {
  return formatOutput(value, lang, { asset: currency });
}

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

/** A UTC day as YYYY-MM-DD (the days interest is counted in are UTC days, SPEC §9). */
export function utcDate(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
