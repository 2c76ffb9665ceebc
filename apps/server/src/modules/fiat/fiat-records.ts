import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { formatAmount, formatUnits, readUsdtAmount, scaleOf, type TFiatOrder } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TFiatOrdersTable } from '../../platform/db/schema-fiat.js';
import { AppError } from '../../platform/errors.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { FIAT_COIN, FIAT_RESERVE, FIAT_TREASURY, formatRate, type TChannelRow } from './fiat-channels.js';
import { fiatRepository } from './fiat.repository.js';

/**
 * Fiat quick buy and sell orders (issue 17). Every state change is ONE guarded UPDATE (the state
 * it leaves is in its WHERE), committed with its ledger transaction and its notification, so a
 * repeated or racing decision changes nothing a second time:
 *
 *   buy:  waiting ─paid→ paid;  waiting ─cancel→ cancelled;  waiting ─expiry job→ expired;
 *         waiting|paid ─confirm→ confirmed (USDT credited);  waiting|paid ─reject→ rejected
 *   sell: waiting ─payout→ confirmed (frozen USDT to the treasury);  waiting ─reject→ rejected (unfrozen)
 *
 * A buy order reserves its USDT from the treasury when it is made (guarded: the treasury never
 * goes below zero, so a promise is never made that it cannot keep); the reserve goes to the buyer
 * on confirmation, back to the treasury otherwise.
 */

export type TOrderRow = Selectable<TFiatOrdersTable>;
export type TTx = Transaction<TDatabase>;
export type TDb = Kysely<TDatabase> | TTx;

export const FIAT_EXPIRE_KIND = 'fiat.expire';
/** At most this many buy orders waiting for payment per user. */
export const MAX_WAITING = 3;
export const USDT_SCALE = scaleOf(FIAT_COIN);
/** Reference codes: upper-case letters and digits without look-alikes (no 0 O 1 I L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReference(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function freeReference(tx: TDb): Promise<string> {
  for (;;) {
    const code = newReference();
    if (!(await fiatRepository.isReferenceTaken(tx, code))) return code;
  }
}

export function presentOrder(row: TOrderRow): TFiatOrder {
  const details = { account: row.account, name: row.name, bankName: row.bank_name, ifsc: row.ifsc };
  return {
    id: String(row.id),
    side: row.side,
    platformEnum: row.platform,
    fiat: row.fiat,
    fiatDecimals: Number(row.fiat_decimals),
    rate: formatRate(row.rate),
    usdtAmount: formatAmount(row.usdt_amount, FIAT_COIN),
    fiatAmount: formatUnits(row.fiat_amount, Number(row.fiat_decimals)),
    reference: row.reference,
    collection: row.side === 'buy' ? details : null,
    payout: row.side === 'sell' ? details : null,
    state: row.state,
    utr: row.utr,
    proof: row.proof,
    reason: row.reason,
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
  };
}

export const fiatText = (row: TOrderRow) => formatUnits(row.fiat_amount, Number(row.fiat_decimals));
export const usdtText = (row: TOrderRow) => formatAmount(row.usdt_amount, FIAT_COIN);

/** The amount and the channel's limits: the USDT units, or the refusal. */
export function readOrderAmount(channel: TChannelRow, text: string): bigint {
  const read = readUsdtAmount(text, USDT_SCALE);
  if (read.problem) throw new AppError(read.problem);
  if (read.units < channel.min_usdt) throw new AppError('fiatBelowMinimum', { vars: { min: formatAmount(channel.min_usdt, FIAT_COIN) } });
  if (read.units > channel.max_usdt) throw new AppError('fiatAboveMaximum', { vars: { max: formatAmount(channel.max_usdt, FIAT_COIN) } });
  return read.units;
}


/** One of the caller's orders, or noData (another user's order is none of theirs). */
export async function ownOrder(db: TDb, userId: bigint, orderId: string): Promise<TOrderRow> {
  const row = await fiatRepository.findOwnOrder(db, userId, BigInt(orderId));
  if (!row) throw new AppError('noData');
  return row;
}

/** Gives a buy order's reserve back to the treasury. */
export async function release(tx: TTx, now: number, order: TOrderRow, why: string): Promise<void> {
  await postTransaction(tx, now, {
    type: 'fiat_release',
    reference: `fiat:${order.id}:release`,
    userId: order.user_id,
    memo: `fiat buy order ${order.id} ${why}: reserve back to the treasury`,
    postings: [
      { account: FIAT_RESERVE, asset: FIAT_COIN, amount: -order.usdt_amount, guard: 'fiatTreasuryShort' },
      { account: FIAT_TREASURY, asset: FIAT_COIN, amount: order.usdt_amount },
    ],
  });
}

/** `reason` and `approvedBy` (the second operator under the two-person rule) go into the audit entry. */
export type TDecision = { orderId: bigint; operator: string; auditReason?: string; approvedBy?: string | null };

/**
 * The audit fields of an operator's decision on an order (record-operator-action.ts): the reason,
 * the order before (a buy was waiting or paid; a sell waiting) and after, and the second operator.
 */
export function auditOf(decision: TDecision & { reason?: string }, updated: TOrderRow) {
  const wasState = updated.side === 'buy' && updated.utr !== '' && updated.paid_at !== null ? 'paid' : 'waiting';
  return {
    reason: decision.auditReason ?? decision.reason ?? '',
    before: { state: wasState, side: updated.side, usdtAmount: usdtText(updated) },
    after: { state: updated.state, side: updated.side, usdtAmount: usdtText(updated), utr: updated.utr, reason: updated.reason },
    approvedBy: decision.approvedBy ?? null,
  };
}

/** The caller's orders, newest first, a page. */
export async function listOrders(db: TDb, userId: bigint, input: { pageNo: number; pageSize: number; side: 'all' | 'buy' | 'sell' }) {
  const { total, rows } = await fiatRepository.orderPage(db, userId, input.side, input);
  return { list: rows.map(presentOrder), totalRow: Number(total), pageNo: input.pageNo, pageSize: input.pageSize };
}
