import type { Kysely, Transaction } from 'kysely';
import { formatAmount } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { balanceOf, hasFunding } from './ledger.repository.js';
import { accountKey, system, type TAccountRef, type TSystemAccount } from './accounts.js';
import { postTransaction, type TLedgerType } from './post-transaction.js';
import { lockPromises, promisedBy } from './promises.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * Books capital an operator paid in (a house, the earn account…) through the ledger like any
 * deposit, never minted: deposit clearing goes negative by what came in, `account` goes up. The
 * reference names the payment and is booked once (unique per type): returns false when it was
 * booked already, so the same payment sent twice counts once.
 */
export async function bookCapitalPayment(
  tx: TDb,
  now: number,
  input: { type: TLedgerType; account: TAccountRef; asset: string; amount: bigint; reference: string; memo: string },
): Promise<boolean> {
  if (input.amount <= 0n) throw new Error('capital: the amount must be positive');
  if (await hasFunding(tx, input.type, input.reference)) return false;
  await postTransaction(tx, now, {
    type: input.type,
    reference: input.reference,
    memo: input.memo,
    postings: [
      { account: system('deposit_clearing'), asset: input.asset, amount: -input.amount },
      { account: input.account, asset: input.asset, amount: input.amount },
    ],
  });
  return true;
}

/** The balance of a system account (one of a family with `id`) in an asset; 0 when it never moved. */
export async function systemAccountBalance(db: TDb, account: TAccountRef, asset: string): Promise<bigint> {
  return balanceOf(db, account, asset);
}

/** The operator's own funding account: capital paid in lands here, then moves to the accounts it funds (issue 18 "Funding"). */
export const OPERATOR_FUNDING = system('operator_funding');

type TTx = Transaction<TDatabase>;
type TWho = { operator: string; reason: string; approvedBy?: string | null };

/**
 * bookCapitalPayment and its operator-log entry, in the caller's transaction: the ops commands
 * (earn:fund, fiat:fund) and the console book capital through this. `action`/`subject` name the
 * entry; its before and after are the account's balance. Returns the balance after, or null when
 * the reference was booked already (nothing done, nothing recorded).
 */
export async function bookCapital(
  tx: TTx,
  clock: TClock,
  input: TWho & { type: TLedgerType; account: TAccountRef; asset: string; amount: bigint; reference: string; memo: string; action: string; subject: string; detail: unknown },
): Promise<bigint | null> {
  const before = await systemAccountBalance(tx, input.account, input.asset);
  const isBooked = await bookCapitalPayment(tx, clock.now(), input);
  if (!isBooked) return null;
  const after = await systemAccountBalance(tx, input.account, input.asset);
  await recordOperatorAction(tx, clock, {
    operator: input.operator,
    action: input.action,
    subject: input.subject,
    detail: input.detail,
    reason: input.reason,
    before: { [accountKey(input.account)]: { [input.asset]: before } },
    after: { [accountKey(input.account)]: { [input.asset]: after } },
    approvedBy: input.approvedBy ?? null,
  });
  return after;
}

/**
 * Capital paid in from an ops command (earn:fund, fiat:fund): bookCapital in its own transaction,
 * the ledger reference `<prefix>:<reference>`, memo and reason naming the operator and the
 * payment. Returns the account's balance after.
 * @throws Error when that payment is booked already
 */
export async function bookCapitalFromOps(
  db: Kysely<TDatabase>,
  clock: TClock,
  input: { type: TLedgerType; account: TAccountRef; asset: string; amount: bigint; referencePrefix: string; reference: string; operator: string; action: string; subject: string; detail: unknown },
): Promise<bigint> {
  const { referencePrefix, reference, ...rest } = input;
  return db.transaction().execute(async (tx) => {
    const balance = await bookCapital(tx, clock, {
      ...rest,
      reference: `${referencePrefix}:${reference}`,
      memo: `capital paid in by ${input.operator}`,
      reason: `capital paid in, payment ${reference}`,
    });
    if (balance === null) throw new Error(`the payment ${reference} is already booked`);
    return balance;
  });
}

/**
 * Refuses taking `amount` out of `account` when what is left would not cover what the account has
 * promised (promises.ts: a house's open exposure or worst case, the earn account's reserves, the
 * rewards friends earned), under the locks that keep a concurrent opening or order from adding to
 * it meanwhile. A transfer larger than the balance is left to the ledger's guard (adminFundingShort).
 * @throws AppError adminFundingPromised (with the amount that must stay)
 */
async function keepPromises(tx: TTx, account: TSystemAccount, asset: string, amount: bigint): Promise<void> {
  await lockPromises(tx, account, asset);
  const balance = await systemAccountBalance(tx, system(account), asset);
  if (balance < amount) return;
  const owed = await promisedBy(tx, account, asset);
  if (balance - amount < owed) throw new AppError('adminFundingPromised', { vars: { owed: formatAmount(owed, asset), asset } });
}

/**
 * A funding transfer (issue 18 "Funding"): `amount` of `asset` between the operator funding
 * account and `account`, `in` (funding → account) or `out` (account → funding), as one balanced
 * ledger transaction of type funding_transfer, in the caller's transaction, with its entry in the
 * operator log (balances of both accounts before and after). Out of an account, what is left must
 * cover what it promised (keepPromises). The paying account is guarded: it
 * never goes below zero (adminFundingShort), and two transfers at once cannot overdraw it (the
 * guarded UPDATE is atomic). The reference is booked once (adminFundingReferenceUsed).
 * @throws AppError adminFundingShort, adminFundingReferenceUsed, adminFundingPromised
 */
export async function transferFunding(
  tx: TTx,
  clock: TClock,
  input: TWho & { account: TSystemAccount; direction: 'in' | 'out'; asset: string; amount: bigint; reference: string; action: string },
): Promise<{ from: { account: TSystemAccount; balance: bigint }; to: { account: TSystemAccount; balance: bigint } }> {
  if (input.amount <= 0n) throw new AppError('invalidAmount');
  if (input.account === 'operator_funding') throw new AppError('invalidParams');
  const reference = `funding:${input.reference}`;
  if (await hasFunding(tx, 'funding_transfer', reference)) throw new AppError('adminFundingReferenceUsed');
  const [from, to] = input.direction === 'in' ? (['operator_funding', input.account] as const) : ([input.account, 'operator_funding'] as const);
  if (input.direction === 'out') await keepPromises(tx, input.account, input.asset, input.amount);
  const posting = postTransaction(tx, clock.now(), {
    type: 'funding_transfer',
    reference,
    memo: `${from} → ${to} by ${input.operator}${input.approvedBy ? ` (approved by ${input.approvedBy})` : ''}: ${input.reason}`.slice(0, 500),
    postings: [
      { account: system(from), asset: input.asset, amount: -input.amount, guard: 'adminFundingShort' },
      { account: system(to), asset: input.asset, amount: input.amount },
    ],
  });
  await posting.catch((error: unknown) => {
    // The same reference sent twice at once: the unique (type, reference) index lets one through.
    if (!(error instanceof AppError) && /unique|23505/i.test(`${(error as { code?: string }).code ?? ''} ${(error as Error).message}`)) throw new AppError('adminFundingReferenceUsed');
    throw error;
  });
  const fromAfter = await systemAccountBalance(tx, system(from), input.asset);
  const toAfter = await systemAccountBalance(tx, system(to), input.asset);
  await recordOperatorAction(tx, clock, {
    operator: input.operator,
    action: input.action,
    subject: `funding:${input.account}`,
    detail: { direction: input.direction, from, to, asset: input.asset, amount: input.amount, reference: input.reference },
    reason: input.reason,
    // Computed from the balances after the posting (exact even with other transfers at once).
    before: { [from]: { [input.asset]: fromAfter + input.amount }, [to]: { [input.asset]: toAfter - input.amount } },
    after: { [from]: { [input.asset]: fromAfter }, [to]: { [input.asset]: toAfter } },
    approvedBy: input.approvedBy ?? null,
  });
  return { from: { account: from, balance: fromAfter }, to: { account: to, balance: toAfter } };
}
