import { decimalsOf, formatUnits, mulUnits, parseUnits, scaleOf, type TAdminAction } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { reviewsRepository } from '../audit/reviews.repository.js';
import { fiatReviewRepository } from '../fiat/fiat-review.repository.js';
import { paramsRepository } from '../params/params.repository.js';
import { adminRepository } from './admin.repository.js';

/** The parameter: a withdrawal or fiat payout worth more USDT than this waits for a second reviewer. */
export const APPROVAL_THRESHOLD_PARAM = 'admin_approval_usdt';
export const APPROVAL_THRESHOLD_DEFAULT = '10000';

const USDT_SCALE = scaleOf('USDT');

/**
 * What `units` of `asset` are worth in USDT units: USDT at par, another asset at the newest
 * recorded index price of its USDT market (never the demo reference table); null without one.
 */
export function usdtValueOf(deps: Pick<TDeps, 'prices'>, asset: string, units: bigint): bigint | null {
  if (asset === 'USDT') return units;
  const index = deps.prices.usdtPrice(asset);
  if (!index || index.source !== 'index') return null;
  const priceScale = decimalsOf(index.price);
  const price = parseUnits(index.price, priceScale);
  if (price === null) return null;
  return mulUnits(units, scaleOf(asset), price, priceScale, USDT_SCALE);
}

export const formatUsdt = (units: bigint | null) => (units === null ? null : formatUnits(units, USDT_SCALE));

/** The threshold in USDT units (an unreadable value holds everything: the safe side). */
export async function approvalThreshold(deps: Pick<TDeps, 'db'>): Promise<bigint> {
  const text = (await paramsRepository.get(deps.db, APPROVAL_THRESHOLD_PARAM)) ?? APPROVAL_THRESHOLD_DEFAULT;
  return parseUnits(text.trim(), USDT_SCALE) ?? 0n;
}

/** The pending approvals of an action, by subject: subject → approval id. */
export async function pendingApprovals(deps: Pick<TDeps, 'db'>, action: TAdminAction, subjects: string[]): Promise<Map<string, string>> {
  if (subjects.length === 0) return new Map();
  const rows = await adminRepository.pendingApprovalsFor(deps.db, action, subjects);
  return new Map(rows.map((row) => [row.subject, String(row.id)]));
}

/**
 * The two-person rule for a payout: held (returns the subject) when its USDT value, added to what
 * `earlier` says the same user was already paid in or out over the last 24 hours (rollingUsdt), is
 * above the threshold, or when either is unknown; refused with approvalAlreadyPending when it
 * already waits for a second reviewer, so nobody asks (or pays) twice.
 * @throws AppError approvalAlreadyPending
 */
export async function holdAboveThreshold(deps: TDeps, action: TAdminAction, subject: string, asset: string, units: bigint, earlier: bigint | null = 0n): Promise<{ subject: string } | null> {
  if ((await pendingApprovals(deps, action, [subject])).size > 0) throw new AppError('approvalAlreadyPending');
  const value = usdtValueOf(deps, asset, units);
  if (value === null || earlier === null) return { subject };
  return value + earlier > (await approvalThreshold(deps)) ? { subject } : null;
}

export const ROLLING_MS = 24 * 60 * 60_000;
const DEMO_SEED_OPERATOR = 'demo-seed';

/**
 * What a user was already paid in (deposits), out (withdrawals) or sold and bought through fiat
 * over the last 24 hours, in USDT units (null when an asset has no price to value it): splitting
 * one large amount into pieces under the threshold does not pass under it (issue 24).
 */
export async function rollingUsdt(deps: TDeps, kind: 'deposits' | 'withdrawals' | 'fiat-buy' | 'fiat-sell', userId: bigint): Promise<bigint | null> {
  const since = BigInt(deps.clock.now() - ROLLING_MS);
  if (kind === 'fiat-buy' || kind === 'fiat-sell') {
    return fiatReviewRepository.confirmedUsdtSince(deps.db, userId, kind === 'fiat-buy' ? 'buy' : 'sell', since);
  }
  // The demo's opening balance, credited by the seed at start-up (modules/demo/seed.ts), is no
  // operator's decision: it does not count towards anyone's 24 hours.
  const rows = await reviewsRepository.approvedSumsSince(deps.db, kind, userId, since, DEMO_SEED_OPERATOR);
  let total = 0n;
  for (const row of rows) {
    const value = usdtValueOf(deps, row.currency, BigInt(row.n));
    if (value === null) return null;
    total += value;
  }
  return total;
}

/** Users' uids by id, for the queues. */
export async function uidsOf(deps: Pick<TDeps, 'db'>, userIds: bigint[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds.map(String))];
  if (unique.length === 0) return new Map();
  const rows = await accountsRepository.uidsByIds(deps.db, unique.map(BigInt));
  return new Map(rows.map((row) => [String(row.id), row.uid]));
}
