import { randomUUID } from 'node:crypto';
import { findAsset, formatAmount, unitsOf, type TTransfer, type TWallet } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { runIdempotent, type TIdempotencyKey } from '../../platform/idempotency.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';

/**
 * Moves funds between the user's coin and contract wallets (type 1: coin → contract, 2: the
 * reverse) as one ledger transaction; the guarded posting refuses more than is available.
 */
export async function transfer(deps: TDeps, userId: bigint, input: TTransfer, idempotencyKey: TIdempotencyKey | null) {
  const asset = findAsset(input.currency)!;
  // Checked by the schema at the asset's scale and within the money module's bounds.
  const amount = unitsOf(input.amount, asset.currency);
  const [from, to]: [TWallet, TWallet] = input.type === 1 ? ['coin', 'contract'] : ['contract', 'coin'];
  return runIdempotent(deps, `user:${userId}`, idempotencyKey, 'transfer', async (tx) => {
    const transactionId = await postTransaction(tx, deps.clock.now(), {
      type: 'transfer',
      reference: `transfer:${randomUUID()}`,
      userId,
      memo: `${from}->${to}`,
      postings: [
        { account: available(userId, from), asset: asset.currency, amount: -amount },
        { account: available(userId, to), asset: asset.currency, amount },
      ],
    });
    return { id: String(transactionId), currency: asset.currency, amount: formatAmount(amount, asset.currency), from, to };
  });
}
