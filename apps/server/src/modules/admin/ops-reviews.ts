import { decimalsOf, formatUnits, mulUnits, parseUnits, scaleOf, type TAdminAction } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { paramsRepository } from '../params/params.repository.js';

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
  const rows = await deps.db
    .selectFrom('operator_approvals')
    .select(['id', 'subject'])
    .where('action', '=', action)
    .where('status', '=', 'pending')
    .where('subject', 'in', subjects)
    .execute();
  return new Map(rows.map((row) => [row.subject, String(row.id)]));
}

/**
 * The two-person rule for a payout: held (returns the subject) when its USDT value is above the
 * threshold or unknown; refused with approvalAlreadyPending when it already waits for a second
 * reviewer, so nobody asks (or pays) twice.
 * @throws AppError approvalAlreadyPending
 */
export async function holdAboveThreshold(deps: TDeps, action: TAdminAction, subject: string, asset: string, units: bigint): Promise<{ subject: string } | null> {
  if ((await pendingApprovals(deps, action, [subject])).size > 0) throw new AppError('approvalAlreadyPending');
  const value = usdtValueOf(deps, asset, units);
  if (value === null) return { subject };
  return value > (await approvalThreshold(deps)) ? { subject } : null;
}

/** Users' uids by id, for the queues. */
export async function uidsOf(deps: Pick<TDeps, 'db'>, userIds: bigint[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds.map(String))];
  if (unique.length === 0) return new Map();
  const rows = await deps.db.selectFrom('users').select(['id', 'uid']).where('id', 'in', unique.map(BigInt)).execute();
  return new Map(rows.map((row) => [String(row.id), row.uid]));
}
