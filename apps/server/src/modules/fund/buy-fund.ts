import { FUND_STATUS, type TFundBuy } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { available } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { dayStart } from '../invites/invite-day.js';
import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TFundRow, THoldingRow } from './fund-records.js';
import { fundRepository } from './fund.repository.js';

/**
 * Buys shares of a fund (issue 16). Checks first: the fund exists (fundNotFound), is normal and
 * now is within [start, end) (fundNotOpen), the shares fit the caller's buy limit and the pool
 * as read now (fundAboveLimit, fundSoldOut), the fund password (set, entered, right; its wrong
 * tries limited). Then ONE transaction: the caller's shares in this fund raised by a guarded
 * UPDATE (shares + n <= limit), the fund's sold shares by another (sold + n <= pool, still
 * normal and open), so concurrent purchases can pass neither; the holding; and shares × price
 * from the coin wallet to the fund wallet (insufficientBalance rolls all of it back).
 * @throws AppError for every refusal
 */
export async function buyFund(deps: TDeps, userId: bigint, input: TFundBuy): Promise<THoldingRow> {
  const fundId = BigInt(input.id);
  const fund = await fundRepository.findFund(deps.db, fundId);
  if (!fund) throw new AppError('fundNotFound');
  const now = deps.clock.now();
  const isOpen = fund.status === BigInt(FUND_STATUS.normal) && BigInt(now) >= fund.start_at && BigInt(now) < fund.end_at;
  if (!isOpen) throw new AppError('fundNotOpen');
  const shares = BigInt(input.shares);
  const mine = await fundRepository.userShares(deps.db, fundId, userId);
  if ((mine?.shares ?? 0n) + shares > fund.buy_limit) throw new AppError('fundAboveLimit');
  if (fund.sold_shares + shares > fund.pool_shares) throw new AppError('fundSoldOut');

  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  if (!input.fundPwd) throw new AppError('enterFundPassword');
  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, input.fundPwd, 'fundPasswordIncorrect');

  return deps.db.transaction().execute((tx) => bookPurchase(tx, now, fund, userId, shares));
}

/**
 * The purchase's one transaction (after buyFund's checks): the guarded limit and pool updates, the
 * holding, and shares × price from the coin wallet to the fund wallet.
 * @throws AppError fundAboveLimit, fundSoldOut, fundNotOpen, insufficientBalance
 */
export async function bookPurchase(tx: Transaction<TDatabase>, now: number, fund: TFundRow, userId: bigint, shares: bigint): Promise<THoldingRow> {
  const fundId = fund.id;
  const principal = shares * fund.share_price;
  const limited = await fundRepository.raiseUserShares(tx, fundId, userId, shares, fund.buy_limit);
  if (!limited) throw new AppError('fundAboveLimit');
  const isNewParticipant = limited.shares === shares;
  const sold = await fundRepository.sellShares(tx, fundId, shares, now, isNewParticipant);
  if (!sold) {
    const current = await fundRepository.findFund(tx, fundId);
    throw new AppError(current?.status === BigInt(FUND_STATUS.normal) ? 'fundSoldOut' : 'fundNotOpen');
  }
  const holding = await fundRepository.insertHolding(tx, {
    fund_id: fundId,
    user_id: userId,
    shares,
    principal,
    rate_ppm: fund.rate_ppm,
    cycle_days: fund.cycle_days,
    first_day: BigInt(dayStart(now)),
    days_paid: 0n,
    interest_paid: 0n,
    status: 'active',
    created_at: BigInt(now),
    closed_at: null,
  });
  await postTransaction(tx, now, {
    type: 'fund_buy',
    reference: `fund-holding:${holding.id}:buy`,
    userId,
    memo: `fund ${fundId}: ${shares} shares`,
    postings: [
      { account: available(userId), asset: fund.currency, amount: -principal },
      { account: available(userId, 'fund'), asset: fund.currency, amount: principal },
    ],
  });
  return holding;
}
