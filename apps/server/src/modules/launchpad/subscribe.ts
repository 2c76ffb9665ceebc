import { LAUNCH_QUOTE, readAmountOf, type TLaunchSubscribe } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { AppError, needLogin } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { available, frozen } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { presentSubscriptions, type TProjectRow, type TSubscriptionRow } from './launch-projects.js';
import { launchpadRepository } from './launchpad.repository.js';

/**
 * A commitment to a project (issue 16): in its window, at least the minimum, the caller's total
 * at most the buy limit, with the fund password; the USDT moves from the coin wallet's available
 * to its frozen bucket until the allocation. A second commitment adds to the first.
 *
 * In one transaction, in a fixed order so concurrent commitments cannot deadlock: the project's
 * pool, guarded by "still subscribing" (the allocation job turns the project to allocated under
 * the same row lock, so a commitment either lands before the allocation reads the pool or not at
 * all); the subscription row, inserted if missing and then raised by a guarded UPDATE "committed +
 * amount ≤ limit" (twenty requests at once cannot pass the limit together); the ledger posting,
 * which refuses an overdraft. Any refusal rolls everything back.
 */
export async function subscribe(deps: TDeps, userId: bigint, input: TLaunchSubscribe, locale: TLocale) {
  const projectId = BigInt(input.id);
  const project = await launchpadRepository.findProject(deps.db, projectId);
  if (!project) throw new AppError('launchNotFound');
  const isOpen = (now: number) => project.status === 'scheduled' && now >= Number(project.start_at) && now < Number(project.end_at);
  if (!isOpen(deps.clock.now())) throw new AppError('launchNotOpen');
  const read = readAmountOf(input.amount, LAUNCH_QUOTE);
  if (read.problem) throw new AppError(read.problem);
  const amount = read.units;
  if (amount < project.min_commit) throw new AppError('launchBelowMinimum');
  if (amount > project.buy_limit) throw new AppError('launchAboveLimit');

  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  if (!input.fundPwd) throw new AppError('enterFundPassword');
  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, input.fundPwd, 'fundPasswordIncorrect');

  const row = await deps.db.transaction().execute((tx) => bookCommitment(tx, deps.clock.now(), project, userId, amount));
  const [presented] = await presentSubscriptions(deps.db, [row], locale);
  return presented;
}

/**
 * Books one commitment in the caller's transaction (the checks before it done): the pool, the
 * subscription (inserted or raised within the limit) and the ledger posting. The demo seed books
 * through it too. @throws AppError launchNotOpen, launchAboveLimit, insufficientBalance
 */
export async function bookCommitment(
  tx: Transaction<TDatabase>,
  now: number,
  project: Pick<TProjectRow, 'id' | 'symbol' | 'buy_limit'>,
  userId: bigint,
  amount: bigint,
): Promise<TSubscriptionRow> {
  const projectId = project.id;
  const pool = await launchpadRepository.addToPool(tx, projectId, amount, now);
  if (!pool) throw new AppError('launchNotOpen');
  const raised = await launchpadRepository.raiseSubscription(tx, projectId, userId, amount, project.buy_limit, now);
  if (!raised) throw new AppError('launchAboveLimit');
  await postTransaction(tx, now, {
    type: 'launch_commit',
    // Unique per commitment: the subscription's running total only grows.
    reference: `launch:${projectId}:commit:${raised.id}:${raised.committed}`,
    userId,
    memo: `${project.symbol} subscription`,
    postings: [
      { account: available(userId), asset: LAUNCH_QUOTE, amount: -amount },
      { account: frozen(userId), asset: LAUNCH_QUOTE, amount },
    ],
  });
  return raised;
}
