import type { Selectable } from 'kysely';
import { findAsset, formatUnits, LIMITS } from '@exchange/contracts';
import type { TDepositsTable } from '../../platform/db/schema-ledger.js';

export function presentDeposit(row: Selectable<TDepositsTable>) {
  const scale = findAsset(row.currency)?.scale ?? LIMITS.defaultDecimals;
  return {
    id: Number(row.id),
    currency: row.currency,
    chain: row.chain,
    address: row.address,
    amount: formatUnits(row.amount, scale),
    proof: row.proof,
    txHash: row.tx_hash,
    status: Number(row.status),
    reason: row.reason,
    time: Number(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}
