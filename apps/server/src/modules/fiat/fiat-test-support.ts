import { expect } from 'vitest';
import { latestDisclosureVersion } from '@exchange/i18n';
import { readAmountOf } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund as deposit } from '../../test/wallet-helpers.js';
import { hashPassword } from '../accounts/passwords.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { accountKey, available, frozen, system, type TAccountRef } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { FIAT_RESERVE, FIAT_TREASURY } from './fiat-channels.js';
import { seedDemoFiat } from './seed-fiat.js';

export const FUND_PWD = '246810';
let hash: Promise<string> | null = null;
const fundPasswordHash = () => (hash ??= hashPassword(FUND_PWD));

export const units = (text: string) => readAmountOf(text, 'USDT').units!;

/** A user who may use quick buy: KYC verified, the fiat disclosure accepted, a fund password, `usdt` in the coin wallet. */
export async function fiatUser(t: TTestApp, email: string, usdt = '0', options: { fundPassword?: boolean } = {}): Promise<{ userId: bigint; token: string }> {
  const user = await registerByEmail(t, email, { country: 'IN' });
  const userId = BigInt(user.userId);
  await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', userId).execute();
  const accepted = await t.call('/product/accept', { product: 'fiat', version: latestDisclosureVersion('fiat') }, { token: user.token });
  expect(accepted.code).toBe(1);
  if (options.fundPassword !== false) await t.deps.db.updateTable('users').set({ fund_password_hash: await fundPasswordHash() }).where('id', '=', userId).execute();
  if (usdt !== '0') await deposit(t, user.userId, 'USDT', usdt);
  return { userId, token: user.token };
}

/** Both channels on with the demo terms (88.5 / 86.9 INR, 10 to 5,000 USDT); the treasury funded only when `treasury` is given. */
export async function openChannels(db: Kysely<TDatabase>, clock: TClock, treasury?: string): Promise<void> {
  await seedDemoFiat({ db, clock });
  // The demo seed funds 1,000,000: take it back down to what the test asks for.
  if (treasury !== undefined) {
    const extra = units('1000000') - units(treasury);
    if (extra > 0n) await postTransaction(db, clock.now(), { type: 'fiat_funding', reference: 'test:treasury-trim', memo: 'test', postings: [{ account: FIAT_TREASURY, asset: 'USDT', amount: -extra, guard: 'fiatTreasuryShort' }, { account: system('deposit_clearing'), asset: 'USDT', amount: extra }] });
  }
}

export async function balanceOf(db: Kysely<TDatabase>, ref: TAccountRef, asset = 'USDT'): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(ref)).where('asset', '=', asset).executeTakeFirst();
  return row?.balance ?? 0n;
}
export const coin = (db: Kysely<TDatabase>, userId: bigint) => balanceOf(db, available(userId));
export const frozenCoin = (db: Kysely<TDatabase>, userId: bigint) => balanceOf(db, frozen(userId));
export const treasury = (db: Kysely<TDatabase>) => balanceOf(db, FIAT_TREASURY);
export const reserve = (db: Kysely<TDatabase>) => balanceOf(db, FIAT_RESERVE);

/** The ledger audit (fiat holds and the reserve included) clean. */
export async function expectAuditClean(db: Kysely<TDatabase>): Promise<void> {
  const report = await auditLedger(db);
  expect({ ...report, transactions: 0, entries: 0, accounts: 0 }).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
}

export const BANK = { account: '123456789012', name: 'Asha Verma', bankName: 'SBIN', ifsc: 'sbin0001234', upiAccount: '', upiName: '' };
export const UPI = { account: '', name: '', bankName: '', ifsc: '', upiAccount: 'asha@okaxis', upiName: 'Asha Verma' };
