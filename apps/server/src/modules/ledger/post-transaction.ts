import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TMessageKey } from '@exchange/i18n';
import { AppError } from '../../platform/errors.js';
import { accountKey, accountRow, guardOf, type TAccountRef } from './accounts.js';
import { postingsRepository } from './postings.repository.js';
import { entryHash } from '../../platform/integrity/chain-hash.js';

/** Ledger transaction types: the reason every balance change carries. */
export type TLedgerType =
  | 'deposit'
  /** Real chains (modules/chain): a sweep into the hot wallet, a move to the cold wallet, network fees paid, money sent to the hot wallet from outside (the operator's capital). */
  | 'chain_sweep'
  | 'chain_cold'
  | 'chain_gas'
  | 'chain_funding'
  | 'withdrawal_freeze'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'transfer'
  | 'trade'
  | 'fee'
  | 'freeze'
  | 'unfreeze'
  | 'interest'
  | 'rebate'
  | 'liquidation'
  | 'market_making'
  /** Leveraged contracts (modules/contract): margin in, settlement out, and the house's capital. */
  | 'contract_open'
  | 'contract_cancel'
  | 'contract_settle'
  | 'house_funding'
  /** Seconds contracts (modules/seconds): stake and fee in, settlement out. */
  | 'seconds_open'
  | 'seconds_settle'
  /** Invites (modules/invites): the rewards account funded by an operator, and the one-time cashback from it. */
  | 'invite_funding'
  | 'cashback'
  /** A cashback fixed when earned, moved from invite_rewards into invite_reserve (modules/invites/earn-cashback.ts). */
  | 'cashback_reserve'
  /** Trade rebates accrued, moved from the fee account into invite_rebate_reserve (modules/invites/reserve-rebates.ts). */
  | 'rebate_reserve'
  /**
   * Funds (modules/fund): capital paid into the earn account, a fund's reserve moved out of it,
   * a purchase into the fund wallet, daily interest and referrers' rebates from the reserve, the
   * principal back, and what a fund did not use returned to the earn account.
   */
  | 'earn_funding'
  | 'fund_reserve'
  | 'fund_buy'
  | 'fund_interest'
  | 'fund_rebate'
  | 'fund_return'
  | 'fund_reserve_return'
  /**
   * New-coin subscriptions (modules/launchpad): the supply escrowed, USDT committed (frozen), the
   * allocation (tokens credited locked, cost paid, the rest refunded), the supply not sold back to
   * the issuer, and the lock's release.
   */
  | 'launch_escrow'
  | 'launch_commit'
  | 'launch_allocate'
  | 'launch_leftover'
  | 'launch_unlock'
  /**
   * Fiat quick buy (modules/fiat): capital paid into the fiat treasury; a buy order's USDT reserved
   * from it when the order is made, released back when the order expires, is cancelled or rejected,
   * or credited to the buyer on confirmation; a sell's USDT frozen, paid out (into the treasury) or
   * rejected (unfrozen).
   */
  | 'fiat_funding'
  | 'fiat_reserve'
  | 'fiat_release'
  | 'fiat_buy'
  | 'fiat_sell_freeze'
  | 'fiat_sell_paid'
  | 'fiat_sell_rejected'
  /**
   * Funding (operator console, ledger/capital.ts): capital an operator paid in, deposit clearing
   * into the operator funding account (once per reference); and a transfer between the operator
   * funding account and a house, insurance, earn, invite or treasury account, either way.
   */
  | 'operator_capital'
  /** Demo mode: a user's daily demo funds, paid from the demo faucet account (modules/demo/demo-funds.ts). */
  | 'demo_funds'
  | 'funding_transfer';

/**
 * One leg of a transaction. A user account never goes below zero. A system account may (clearing
 * accounts mirror what came in from outside), unless the posting names the message its shortfall
 * answers with in `guard`, or the account is one of GUARDED_SYSTEM_ACCOUNTS (a house, a reserve,
 * the earn account): then it is guarded like a user account, in the same UPDATE, so it can never
 * pay out more than it holds.
 */
export type TPosting = { account: TAccountRef; asset: string; amount: bigint; guard?: TMessageKey };

export type TLedgerTransaction = {
  type: TLedgerType;
  /** What caused it, e.g. "withdrawal:12". */
  reference: string;
  userId?: bigint | null;
  memo?: string;
  postings: TPosting[];
};

/** Thrown (never caught inside the ledger) when postings do not balance: a bug, not a user error. */
export class UnbalancedTransactionError extends Error {}

/** Throws unless the postings sum to zero per asset and none is zero (a bug, never a user error). */
export function checkBalanced(transaction: Pick<TLedgerTransaction, 'postings'>): void {
  const sums = new Map<string, bigint>();
  for (const p of transaction.postings) {
    if (p.amount === 0n) throw new UnbalancedTransactionError('zero posting');
    sums.set(p.asset, (sums.get(p.asset) ?? 0n) + p.amount);
  }
  for (const [asset, sum] of sums) if (sum !== 0n) throw new UnbalancedTransactionError(`postings of ${asset} sum to ${sum}`);
}

/**
 * Posts one balanced ledger transaction inside the caller's database transaction: the only way a
 * balance changes. Each account is updated by a guarded UPDATE (a user account may not go below
 * zero), in a fixed order so that concurrent transactions on PostgreSQL cannot deadlock. A
 * guard that fails throws "Insufficient available balance" and the caller's transaction rolls back,
 * so nothing half-posted ever remains.
 */
export async function postTransaction(
  tx: Transaction<TDatabase> | Kysely<TDatabase>,
  now: number,
  transaction: TLedgerTransaction,
): Promise<bigint> {
  checkBalanced(transaction);
  // Given the database rather than a transaction, each statement would commit on its own: a
  // failing posting would leave the others, and another writer could post between an account's
  // update and its entry (its balance_after chain then reads out of order). One transaction, always.
  if (!tx.isTransaction) return tx.transaction().execute((own) => postTransaction(own, now, transaction));
  const createdAt = BigInt(now);
  const transactionId = await postingsRepository.insertTransaction(tx, {
    type: transaction.type,
    reference: transaction.reference,
    user_id: transaction.userId ?? null,
    memo: transaction.memo ?? '',
    created_at: createdAt,
  });

  const ordered = [...transaction.postings].sort((a, b) => {
    const ka = `${accountKey(a.account)}|${a.asset}`;
    const kb = `${accountKey(b.account)}|${b.asset}`;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  // Accounts that do not exist yet are opened first, all of them, before any balance is touched
  // (as the order path's batch does): an account another transaction is opening makes this one
  // wait for it, and waiting while holding a balance it had already updated deadlocked against a
  // batch that opened that account and then waited for the same balance (PostgreSQL).
  for (const posting of ordered) {
    await postingsRepository.openAccount(tx, accountRow(posting.account, posting.asset));
  }
  for (const posting of ordered) {
    const key = accountKey(posting.account);
    // A posting's own guard, else its account's (a house, a reserve: GUARDED_SYSTEM_ACCOUNTS).
    const guard = posting.guard ?? guardOf(posting.account);
    const updated = await postingsRepository.addToBalance(tx, key, posting.asset, posting.amount, Boolean(guard));
    if (!updated) throw new AppError(guard ?? 'insufficientBalance');
    const hash = entryHash(updated.head, {
      transactionId,
      type: transaction.type,
      reference: transaction.reference,
      key,
      asset: posting.asset,
      amount: posting.amount,
      balanceAfter: updated.balance,
      createdAt,
    });
    await postingsRepository.insertEntry(tx, {
      transaction_id: transactionId,
      account_id: updated.id,
      asset: posting.asset,
      amount: posting.amount,
      balance_after: updated.balance,
      created_at: createdAt,
      hash,
    });
  }
  return transactionId;
}
