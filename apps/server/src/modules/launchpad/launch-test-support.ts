import { expect } from 'vitest';
import { latestDisclosureVersion } from '@exchange/i18n';
import { LAUNCH_QUOTE, parseUnits, unitsOf } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { hashPassword } from '../accounts/passwords.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { accountKey, type TAccountRef } from '../ledger/accounts.js';
import { createProjectNow, DAY_MS, type TLaunchText, type TNewProject } from './launch-projects.js';

export const FUND_PASSWORD = '246810';

let serial = 0;
/**
 * A token symbol no other test of this process used: the asset list is process-wide, and a
 * project's token must be a new asset.
 */
export function freshSymbol(prefix = 'T'): string {
  serial += 1;
  return `${prefix}${process.pid % 10_000}X${serial}`.toUpperCase().slice(0, 10);
}

export const EN: TLaunchText = { name: 'Test Token', summary: 'A token for tests.', roadshow: 'First.\n\nSecond.', tokenInfo: [{ label: 'Chain', value: 'ERC20' }] };
export const DE: TLaunchText = { name: 'Testmünze', summary: 'Ein Token für Tests.', roadshow: 'Erstens.', tokenInfo: [{ label: 'Blockchain', value: 'ERC20' }] };

/** A project opening at `startIn` ms from the test clock for `days`; amounts as decimals (USDT, tokens). */
export async function makeProject(
  db: Kysely<TDatabase>,
  clock: TClock,
  options: { supply?: string; price?: string; scale?: number; minCommit?: string; buyLimit?: string; startIn?: number; hours?: number; lockDays?: number; symbol?: string } = {},
): Promise<{ id: bigint; symbol: string; project: TNewProject }> {
  const scale = options.scale ?? 6;
  const startAt = clock.now() + (options.startIn ?? 0);
  const project: TNewProject = {
    symbol: options.symbol ?? freshSymbol(),
    scale,
    supply: parseUnits(options.supply ?? '1000', scale)!,
    price: unitsOf(options.price ?? '1', LAUNCH_QUOTE),
    minCommit: unitsOf(options.minCommit ?? '10', LAUNCH_QUOTE),
    buyLimit: unitsOf(options.buyLimit ?? '1000', LAUNCH_QUOTE),
    startAt,
    endAt: startAt + (options.hours ?? 24) * 3_600_000,
    lockDays: options.lockDays ?? 7,
    images: ['/logo.png'],
    texts: { 'en-US': EN, 'de-DE': DE },
  };
  const id = await createProjectNow(db, clock, project, 'test');
  return { id, symbol: project.symbol, project };
}

/** A user who may subscribe: KYC verified, country US, the disclosure accepted, a fund password, `usdt` in the coin wallet. */
export async function subscriber(t: TTestApp, email: string, usdt: string, options: { fundPassword?: boolean } = {}): Promise<{ userId: bigint; token: string }> {
  const user = await registerByEmail(t, email, { country: 'US' });
  await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', BigInt(user.userId)).execute();
  const accepted = await t.call('/product/accept', { product: 'launchpad', version: latestDisclosureVersion('launchpad') }, { token: user.token });
  expect(accepted.code).toBe(1);
  if (options.fundPassword !== false) {
    await t.deps.db.updateTable('users').set({ fund_password_hash: await hashPassword(FUND_PASSWORD) }).where('id', '=', BigInt(user.userId)).execute();
  }
  if (usdt !== '0') await fund(t, user.userId, 'USDT', usdt);
  return { userId: BigInt(user.userId), token: user.token };
}

export async function balanceOf(db: Kysely<TDatabase>, ref: TAccountRef, asset: string): Promise<bigint> {
  return (await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(ref)).where('asset', '=', asset).executeTakeFirst())?.balance ?? 0n;
}

export async function expectAuditClean(db: Kysely<TDatabase>): Promise<void> {
  const report = await auditLedger(db);
  expect({ ...report, transactions: 0, entries: 0, accounts: 0, assetSums: [] }).toMatchObject({ unbalanced: [], mismatched: [], negative: [], frozenMismatches: [], isConsistent: true });
}

export { DAY_MS };
