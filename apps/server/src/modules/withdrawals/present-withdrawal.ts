import type { Selectable } from 'kysely';
import { formatAmount } from '@exchange/contracts';
import type { TWithdrawalsTable } from '../../platform/db/schema-ledger.js';
import { explorerTxUrl } from './explorer.js';

/** A withdrawal as the user and the operator see it (at the asset's scale): amount, fee, what arrives, and its review. */
export function presentWithdrawal(row: Selectable<TWithdrawalsTable>) {
  return {
    id: Number(row.id),
    currency: row.currency,
    chain: row.chain,
    address: row.address,
    memo: row.memo,
    remark: row.remark,
    amount: formatAmount(row.amount, row.currency),
    fee: formatAmount(row.fee, row.currency),
    total: formatAmount(row.amount + row.fee, row.currency),
    arrival: formatAmount(row.amount, row.currency),
    status: Number(row.status),
    reason: row.reason,
    txHash: row.tx_hash,
    explorerUrl: row.on_chain === 1n ? explorerTxUrl(row.tx_hash) : '',
    time: Number(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}
