import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import { latestDisclosureVersion } from '@exchange/i18n';
import { readAmountOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund as deposit } from '../../test/wallet-helpers.js';
import { hashPassword } from '../accounts/passwords.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { accountKey, available, type TAccountRef } from '../ledger/accounts.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { createFund, readFundTerms, type TFundCreateFile } from './create-fund.js';
import { EARN_ACCOUNT, fundReserveAccount, type TFundRow } from './fund-records.js';

export const FUND_PWD = '246810';
let fundPwdHash: Promise<string> | null = null;
/** One hash for every test user (argon2 takes a while). */
export const fundPasswordHash = () => (fundPwdHash ??= hashPassword(FUND_PWD));

/** A user who may buy funds: signed up (with an invitation code, e.g. a referrer's), the fund disclosure accepted, a fund password, USDT in the coin wallet. */
export async function fundBuyer(t: TTestApp, email: string, usdt: string, options: { invitationCode?: string; withPassword?: boolean } = {}) {
  const user = await registerByEmail(t, email, { invitationCode: options.invitationCode });
  const userId = BigInt(user.userId);
  const accepted = await t.call('/product/accept', { product: 'fund', version: latestDisclosureVersion('fund') }, { token: user.token });
  expect(accepted.code).toBe(1);
  if (options.withPassword !== false) await t.deps.db.updateTable('users').set({ fund_password_hash: await fundPasswordHash() }).where('id', '=', userId).execute();
  if (usdt !== '0') await deposit(t, user.userId, 'USDT', usdt);
  const row = await t.deps.db.selectFrom('users').select('invitation_code').where('id', '=', userId).executeTakeFirstOrThrow();
  return { userId, token: user.token, invitationCode: row.invitation_code };
}

export async function earnCapital(db: Kysely<TDatabase>, now: number, amount: string, reference: string, currency = 'USDT'): Promise<boolean> {
  return db.transaction().execute((tx) => bookCapitalPayment(tx, now, { type: 'earn_funding', account: EARN_ACCOUNT, asset: currency, amount: readAmountOf(amount, currency).units!, reference, memo: 'test' }));
}

export const FUND_FILE: TFundCreateFile = {
  names: { 'en-US': 'Test fund', 'fr-FR': 'Fonds de test' },
  currency: 'USDT',
  dailyRate: '0.0002',
  cycleDays: 3,
  price: '100',
  buyLimit: 50,
  totalShares: 1000,
  start: 'now',
  end: '+30d',
  rebateRates: ['0.1', '0.05', '0.02'],
};

export async function makeFund(db: Kysely<TDatabase>, now: number, file: Partial<TFundCreateFile> = {}): Promise<TFundRow> {
  return db.transaction().execute((tx) => createFund(tx, now, readFundTerms({ ...FUND_FILE, ...file }, now), 'test'));
}

export async function balanceOf(db: Kysely<TDatabase>, ref: TAccountRef, asset = 'USDT'): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(ref)).where('asset', '=', asset).executeTakeFirst();
  return row?.balance ?? 0n;
}
export const coin = (db: Kysely<TDatabase>, userId: bigint) => balanceOf(db, available(userId));
export const fundWallet = (db: Kysely<TDatabase>, userId: bigint) => balanceOf(db, available(userId, 'fund'));
export const reserveOf = (db: Kysely<TDatabase>, fundId: bigint) => balanceOf(db, fundReserveAccount(fundId));
export const earnBalance = (db: Kysely<TDatabase>) => balanceOf(db, EARN_ACCOUNT);

/** The ledger audit, fund wallets and reserves included, clean. */
export async function expectAuditClean(db: Kysely<TDatabase>): Promise<void> {
  const report = await auditLedger(db);
  expect({ ...report, transactions: 0, entries: 0, accounts: 0 }).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
}

export const units = (text: string) => readAmountOf(text, 'USDT').units!;
