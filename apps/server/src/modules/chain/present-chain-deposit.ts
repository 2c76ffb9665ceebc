import { formatAmount, type TChainDeposit } from '@exchange/contracts';
import { findChain } from '@exchange/contracts';
import type { TChainDepositRow } from './chain.repository.js';
import { explorerTxUrl } from '../withdrawals/explorer.js';

/**
 * A chain deposit as its owner sees it. `head` is the newest block the watcher processed: the
 * deposit's confirmations count its own block and those after it, up to the required number.
 */
export function presentChainDeposit(row: TChainDepositRow, ctx: { head: bigint; required: number }, removed = false): TChainDeposit {
  const seen = ctx.head >= row.block_number ? Number(ctx.head - row.block_number + 1n) : 0;
  return {
    id: Number(row.id),
    currency: row.currency,
    chain: findChain(row.currency, 'ERC20')?.chain ?? 'ERC20',
    address: row.address,
    txHash: row.tx_hash,
    amount: formatAmount(row.amount, row.currency),
    confirmations: removed ? 0 : row.status === 'credited' ? ctx.required : Math.min(seen, ctx.required),
    required: ctx.required,
    status: removed ? 'removed' : row.status,
    explorerUrl: explorerTxUrl(row.tx_hash),
    time: Number(row.created_at),
  };
}
