import type { Selectable } from 'kysely';
import { formatAmount } from '@exchange/contracts';
import type { TDepositsTable } from '../../platform/db/schema-ledger.js';

/** A deposit as the user and the operator see it, its amount at the asset's own scale. */
export function presentDeposit(row: Selectable<TDepositsTable>) {
  return {
    id: Number(row.id),
    currency: row.currency,
    chain: row.chain,
    address: row.address,
    amount: formatAmount(row.amount, row.currency),
    proof: row.proof,
    txHash: row.tx_hash,
    status: Number(row.status),
    reason: row.reason,
    time: Number(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}
