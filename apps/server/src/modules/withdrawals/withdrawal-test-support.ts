import type { TSecurityCodePurpose } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TTestApp } from '../../test/test-app.js';
import { sha256 } from '../accounts/tokens.js';
import { securityTarget } from '../accounts/verification-codes.js';

let counter = 100_000;

/**
 * Test fixture: a live security code for the user's own contact, written straight into the table
 * (older live ones for the purpose voided, as issueCode does) without the send limits, so that
 * suites doing many withdrawals or address changes do not wait 60 s a code. The HTTP send path
 * itself is tested in withdrawals.test.ts.
 */
export async function grantSecurityCode(deps: Pick<TDeps, 'db' | 'clock'>, userId: bigint | number, purpose: TSecurityCodePurpose): Promise<string> {
  const target = await securityTarget(deps as TDeps, BigInt(userId));
  const now = BigInt(deps.clock.now());
  const code = String(++counter % 1_000_000).padStart(6, '0');
  await deps.db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('target', '=', target.target)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await deps.db
    .insertInto('verification_codes')
    .values({
      channel: target.channel,
      target: target.target,
      purpose,
      code_hash: sha256(code),
      created_at: now,
      expires_at: now + 600_000n,
      attempts: 0n,
      verified_at: null,
      consumed_at: null,
    })
    .execute();
  return code;
}

/** The user id behind a session token (tests hold tokens; codes are per user). */
export async function userIdOf(t: TTestApp, token: string): Promise<bigint> {
  const info = await t.call('/user/info', {}, { token });
  const row = await t.deps.db.selectFrom('users').select('id').where('uid', '=', String(info.data.uid)).executeTakeFirstOrThrow();
  return row.id;
}

/** POST /user/address/add with the fund password and a fresh 'address' code filled in (overridable). */
export async function addAddressAs(t: TTestApp, token: string, body: Record<string, string>, fundPwd = '123456') {
  const code = await grantSecurityCode(t.deps, await userIdOf(t, token), 'address');
  return t.call('/user/address/add', { fundPwd, code, ...body }, { token });
}

/** POST /user/statisticsUser/txPay with a fresh 'withdraw' code filled in (overridable). */
export async function withdrawAs(t: TTestApp, token: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const code = await grantSecurityCode(t.deps, await userIdOf(t, token), 'withdraw');
  return t.call('/user/statisticsUser/txPay', { code, ...body }, { token, headers });
}
