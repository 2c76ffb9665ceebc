import { bankDetailsProblem, normalizeBankDetails, type TBankDetails, type TBankDetailsInput } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import type { TBankDetailsTable } from '../../platform/db/schema-fiat.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { checkUserPassword } from '../accounts/password-guard.js';
import { BANK_CODES } from './fiat-channels.js';
import { fiatRepository } from './fiat.repository.js';

export function presentBankDetails(row: TBankDetailsTable): TBankDetails {
  return { account: row.account, name: row.name, bankName: row.bank_name, ifsc: row.ifsc, upiAccount: row.upi_account, upiName: row.upi_name, updatedAt: Number(row.updated_at) };
}

export async function getBankDetails(db: Kysely<TDatabase>, userId: bigint): Promise<TBankDetails | null> {
  const row = await fiatRepository.findBankDetails(db, userId);
  return row ? presentBankDetails(row) : null;
}

/** The last 4 characters of an account, the rest masked (what the change record keeps). */
const tail = (s: string) => (s ? `…${s.slice(-4)}` : '-');

/**
 * Saves the caller's payout details (SPEC §3), with the fund password (its wrong tries limited):
 * normalized, then checked by the shared rules (each part complete or empty, one at least), then
 * written with a record of the change in `bank_details_log` (the same transaction). Orders already
 * made keep the details they were made with.
 */
export async function saveBankDetails(deps: TDeps, userId: bigint, input: TBankDetailsInput & { fundPwd: string }, ip: string): Promise<TBankDetails> {
  const raw = { account: input.account, name: input.name, bankName: input.bankName, ifsc: input.ifsc, upiAccount: input.upiAccount, upiName: input.upiName };
  const problem = bankDetailsProblem(raw, BANK_CODES);
  if (problem) throw new AppError(problem.key);
  const user = await accountsRepository.findById(deps.db, userId);
  if (!user) throw needLogin();
  if (!user.fund_password_hash) throw new AppError('fundPasswordNotSet');
  if (!input.fundPwd) throw new AppError('enterFundPassword');
  await checkUserPassword(deps, userId, 'fund', user.fund_password_hash, input.fundPwd, 'fundPasswordIncorrect');
  const d = normalizeBankDetails(raw);
  const now = BigInt(deps.clock.now());
  const row: TBankDetailsTable = { user_id: userId, account: d.account, name: d.name, bank_name: d.bankName, ifsc: d.ifsc, upi_account: d.upiAccount, upi_name: d.upiName, updated_at: now };
  const summary = `bank ${d.account ? `${d.bankName} ${tail(d.account)}` : '-'}; upi ${tail(d.upiAccount)}`;
  await deps.db.transaction().execute((tx) => fiatRepository.saveBankDetails(tx, row, { summary, ip }));
  return presentBankDetails(row);
}
