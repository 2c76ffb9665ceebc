import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { OPERATOR_NAME_RULE, OPERATOR_ROLES, type TOperatorRole } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../accounts/passwords.js';
import { sha256 } from '../accounts/tokens.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';

export type TOperatorAccount = { id: bigint; name: string; roles: TOperatorRole[]; isEnrolled: boolean; disabledAt: bigint | null };

export function rolesOf(text: string): TOperatorRole[] {
  return text.split(',').filter((role): role is TOperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role));
}

export function rolesText(roles: readonly TOperatorRole[]): string {
  return OPERATOR_ROLES.filter((role) => roles.includes(role)).join(',');
}

/** A temporary password shown once to whoever creates the operator: 20 characters, ~119 bits. */
export function newTemporaryPassword(): string {
  return randomBytes(15).toString('base64url');
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten recovery codes like `K7QM-2XWD-9HTA-PL4C` (80 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    let raw = '';
    for (let i = 0; i < 16; i += 1) raw += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
    return raw.match(/.{4}/g)!.join('-');
  });
}

/** How a recovery code is stored: the hash of its letters and digits, upper case, without dashes. */
export function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${code.replace(/-/g, '').toUpperCase()}`);
}

/**
 * Creates an operator with roles and a temporary password (returned once). The operator enrols a
 * TOTP authenticator at the first log-in: until then the account can do nothing else.
 */
export async function createOperatorAccount(
  db: Kysely<TDatabase> | Transaction<TDatabase>,
  clock: TClock,
  input: { name: string; roles: readonly TOperatorRole[]; createdBy: string; reason: string; password?: string },
): Promise<{ name: string; password: string }> {
  if (!OPERATOR_NAME_RULE.test(input.name)) throw new AppError('invalidParams');
  const roles = rolesText(input.roles);
  if (!roles) throw new AppError('invalidParams');
  const password = input.password ?? newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const exists = await db.selectFrom('operator_accounts').select('id').where('name', '=', input.name).executeTakeFirst();
  if (exists) throw new AppError('operatorExists');
  const now = BigInt(clock.now());
  await db
    .insertInto('operator_accounts')
    .values({ name: input.name, password_hash: passwordHash, roles, totp_secret: null, totp_enrolled_at: null, created_at: now, created_by: input.createdBy, last_login_at: null, disabled_at: null })
    .execute();
  await recordOperatorAction(db, clock, {
    operator: input.createdBy,
    action: 'operators.create',
    subject: input.name,
    reason: input.reason,
    detail: {},
    after: { name: input.name, roles: roles.split(',') },
  });
  return { name: input.name, password };
}

export async function findOperatorByName(db: Kysely<TDatabase>, name: string) {
  return db.selectFrom('operator_accounts').selectAll().where('name', '=', name).executeTakeFirst();
}

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

async function accountOrFail(db: TDbOrTx, name: string) {
  const row = await db.selectFrom('operator_accounts').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) throw new AppError('noData');
  return row;
}

/** Gives an operator new roles (audited with before and after). */
export async function setOperatorRoles(db: Kysely<TDatabase>, clock: TClock, input: { name: string; roles: readonly TOperatorRole[]; by: string; reason: string }): Promise<TOperatorRole[]> {
  const roles = rolesText(input.roles);
  if (!roles) throw new AppError('invalidParams');
  return db.transaction().execute(async (tx) => {
    const row = await accountOrFail(tx, input.name);
    await tx.updateTable('operator_accounts').set({ roles }).where('id', '=', row.id).execute();
    await recordOperatorAction(tx, clock, { operator: input.by, action: 'operators.roles', subject: input.name, reason: input.reason, detail: {}, before: rolesOf(row.roles), after: rolesOf(roles) });
    return rolesOf(roles);
  });
}

/**
 * Disables an operator (every session ends at once: sessions are checked against the account on
 * each call) or enables it again. An operator cannot disable themself.
 */
export async function setOperatorDisabled(db: Kysely<TDatabase>, clock: TClock, input: { name: string; disabled: boolean; by: string; reason: string }): Promise<void> {
  if (input.disabled && input.name === input.by) throw new AppError('operatorForbidden', { status: 403 });
  await db.transaction().execute(async (tx) => {
    const row = await accountOrFail(tx, input.name);
    const now = BigInt(clock.now());
    await tx
      .updateTable('operator_accounts')
      .set(input.disabled ? { disabled_at: now, disabled_reason: input.reason } : { disabled_at: null, disabled_reason: '' })
      .where('id', '=', row.id)
      .execute();
    if (input.disabled) await tx.updateTable('operator_sessions').set({ revoked_at: now }).where('operator_id', '=', row.id).where('revoked_at', 'is', null).execute();
    await recordOperatorAction(tx, clock, {
      operator: input.by,
      action: 'operators.disable',
      subject: input.name,
      reason: input.reason,
      detail: {},
      before: { disabled: row.disabled_at !== null },
      after: { disabled: input.disabled },
    });
  });
}

/**
 * Resets an operator's second factor (a lost phone): TOTP and recovery codes are void, sessions
 * end, and the next log-in with the password enrols a new authenticator.
 */
export async function resetOperatorTotp(db: Kysely<TDatabase>, clock: TClock, input: { name: string; by: string; reason: string }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await accountOrFail(tx, input.name);
    const now = BigInt(clock.now());
    await tx.updateTable('operator_accounts').set({ totp_secret: null, totp_enrolled_at: null }).where('id', '=', row.id).execute();
    await tx.updateTable('operator_recovery_codes').set({ used_at: now }).where('operator_id', '=', row.id).where('used_at', 'is', null).execute();
    await tx.updateTable('operator_sessions').set({ revoked_at: now }).where('operator_id', '=', row.id).where('revoked_at', 'is', null).execute();
    await recordOperatorAction(tx, clock, { operator: input.by, action: 'operators.resetTotp', subject: input.name, reason: input.reason, detail: {}, before: { enrolled: row.totp_enrolled_at !== null }, after: { enrolled: false } });
  });
}
