import { findChain, REVIEW_STATUS, unitsOf, type TWithdraw } from '@exchange/contracts';
import { AppError, needLogin } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { runIdempotent, type TIdempotencyKey } from '../../platform/idempotency.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { requireSecondFactor } from '../accounts/two-factor/second-factor.js';
import { addressesRepository } from '../addresses/addresses.repository.js';
import { available, frozen } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { presentWithdrawal } from './present-withdrawal.js';
import { withdrawalsRepository } from './withdrawals.repository.js';

/**
 * A withdrawal request: an address from the user's own book, the chain's minimum and maximum, the
 * fund password (wrong tries limited), then a code (purpose 'withdraw') sent to the user's own
 * e-mail or phone and spent once, or with two-factor log-in on the authenticator's code (or a
 * recovery code) instead; then amount plus fee frozen in the same transaction that creates
 * the record (pending review). Not enough available balance: nothing is created.
 *
 * The cheap checks come first so that a typo in the amount costs neither a fund-password try nor
 * the code. The code is spent outside the transaction: its tries must count even when the request
 * fails. A replay of a request that already succeeded (same Idempotency-Key) answers the stored
 * result without the code, which it spent the first time.
 */
export async function requestWithdrawal(deps: TDeps, userId: bigint, input: TWithdraw, idempotencyKey: TIdempotencyKey | null) {
  const currency = input.currency.toUpperCase();
  const chain = findChain(currency, input.chain)!;
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  const entry = await addressesRepository.findByAddress(deps.db, userId, currency, chain.chain, input.address);
  if (!entry) throw new AppError('addressNotInBook');

  // At the asset's own scale; the schema checked the amount and its bounds.
  const amount = unitsOf(input.amount, currency);
  if (amount < unitsOf(chain.withdrawMin, currency)) throw new AppError('amountBelowMinimum');
  if (amount > unitsOf(chain.withdrawMax, currency)) throw new AppError('amountAboveMaximum');
  const fee = unitsOf(chain.withdrawFee, currency);
  // On a watched chain the signer sends it (modules/chain): the token's own decimals bound the amount.
  const watched = deps.chain?.asset(currency, chain.chain) ?? null;
  if (watched && amount % 10n ** BigInt(Math.max(0, watched.scale - watched.decimals)) !== 0n) throw new AppError('chainAmountPrecision', { vars: { decimals: watched.decimals } });
  // One of the exchange's own deposit addresses: the watcher books nothing sent by the hot wallet, so it would never arrive as a deposit.
  if (watched && (await deps.chain!.isDepositAddress(deps.db, entry.address))) throw new AppError('withdrawToOwnDeposit');

  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, input.fundPwd, 'fundPasswordIncorrect');
  const scope = `user:${userId}`;
  const isReplay = idempotencyKey !== null && (await withdrawalsRepository.hasAnswered(deps.db, scope, idempotencyKey.key));
  if (!isReplay) await requireSecondFactor(deps, userId, { purpose: 'withdraw', code: input.code });

  return runIdempotent(deps, scope, idempotencyKey, 'withdraw', async (tx) => {
    const now = deps.clock.now();
    const row = await withdrawalsRepository.insert(tx, {
      user_id: userId,
      currency,
      chain: chain.chain,
      address: entry.address,
      memo: chain.needsMemo ? entry.remark : '',
      remark: input.remark,
      amount,
      fee,
      status: BigInt(REVIEW_STATUS.pending),
      reason: '',
      tx_hash: '',
      on_chain: watched ? 1n : 0n,
      reviewed_by: null,
      reviewed_at: null,
      created_at: BigInt(now),
    });
    await postTransaction(tx, now, {
      type: 'withdrawal_freeze',
      reference: `withdrawal:${row.id}`,
      userId,
      postings: [
        { account: available(userId), asset: currency, amount: -(amount + fee) },
        { account: frozen(userId), asset: currency, amount: amount + fee },
      ],
    });
    return presentWithdrawal(row);
  });
}
