import type { Selectable } from 'kysely';
import { findAsset, formatUnits, LIMITS } from '@exchange/contracts';
import type { TWithdrawalsTable } from '../../platform/db/schema-ledger.js';

/** A withdrawal as the user and the operator see it: amount, fee, what arrives, and its review. */
export function presentWithdrawal(row: Selectable<TWithdrawalsTable>) {
  const scale = findAsset(row.currency)?.scale ?? LIMITS.defaultDecimals;
  return {
    id: Number(row.id),
    currency: row.currency,
    chain: row.chain,
    address: row.address,
    memo: row.memo,
    remark: row.remark,
    amount: formatUnits(row.amount, scale),
    fee: formatUnits(row.fee, scale),
    total: formatUnits(row.amount + row.fee, scale),
    arrival: formatUnits(row.amount, scale),
    status: Number(row.status),
    reason: row.reason,
    txHash: row.tx_hash,
    time: Number(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}
