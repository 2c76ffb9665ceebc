import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { OPERATOR_NAME_RULE, OPERATOR_ROLES, type TOperatorRole } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../accounts/passwords.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { adminRepository } from './admin.repository.js';
import { recordGrant } from './independence.js';

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

/**
 * Creates an operator with roles and a temporary password (returned once), in one transaction with
 * its audit entry and its grant (who asked, who approved: independence.ts). The operator enrols a
 * TOTP authenticator at the first log-in: until then the account can do nothing else.
 * @throws AppError invalidParams, operatorExists
 */
export async function createOperatorAccount(
  db: Kysely<TDatabase> | Transaction<TDatabase>,
  clock: TClock,
  input: { name: string; roles: readonly TOperatorRole[]; createdBy: string; reason: string; password?: string; approvedBy?: string | null },
): Promise<{ name: string; password: string }> {
  if (!OPERATOR_NAME_RULE.test(input.name)) throw new AppError('invalidParams');
  const roles = rolesText(input.roles);
  if (!roles) throw new AppError('invalidParams');
  const password = input.password ?? newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = BigInt(clock.now());
  const create = async (tx: Kysely<TDatabase> | Transaction<TDatabase>) => {
    if (await adminRepository.findOperatorByName(tx, input.name)) throw new AppError('operatorExists');
    await adminRepository.insertOperator(tx, { name: input.name, password_hash: passwordHash, roles, totp_secret: null, totp_enrolled_at: null, created_at: now, created_by: input.createdBy, last_login_at: null, disabled_at: null });
    await recordGrant(tx, { operator: input.name, kind: 'create', roles, requestedBy: input.createdBy, approvedBy: input.approvedBy ?? null, at: now });
    await recordOperatorAction(tx, clock, {
      operator: input.createdBy,
      action: 'operators.create',
      subject: input.name,
      reason: input.reason,
      detail: {},
      after: { name: input.name, roles: roles.split(',') },
      approvedBy: input.approvedBy ?? null,
    });
  };
  if (db.isTransaction) await create(db);
  else await (db as Kysely<TDatabase>).transaction().execute(create);
  return { name: input.name, password };
}

/** An operator's row by name (undefined when none). */
export async function findOperatorByName(db: Kysely<TDatabase>, name: string) {
  return adminRepository.findOperatorByName(db, name);
}

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

async function accountOrFail(db: TDbOrTx, name: string) {
  const row = await adminRepository.findOperatorByName(db, name);
  if (!row) throw new AppError('noData');
  return row;
}

/**
 * Gives an operator new roles, in one transaction with its audit entry (before and after) and its
 * grant. Nobody changes their own roles, not even with an approval.
 * @throws AppError invalidParams, noData, operatorOwnRoles
 */
export async function setOperatorRoles(
  db: Kysely<TDatabase>,
  clock: TClock,
  input: { name: string; roles: readonly TOperatorRole[]; by: string; reason: string; approvedBy?: string | null },
): Promise<TOperatorRole[]> {
  const roles = rolesText(input.roles);
  if (!roles) throw new AppError('invalidParams');
  if (input.name === input.by || input.name === input.approvedBy) throw new AppError('operatorOwnRoles', { status: 403 });
  return db.transaction().execute(async (tx) => {
    const row = await accountOrFail(tx, input.name);
    await adminRepository.updateOperator(tx, row.id, { roles });
    await recordGrant(tx, { operator: input.name, kind: 'roles', roles, requestedBy: input.by, approvedBy: input.approvedBy ?? null, at: BigInt(clock.now()) });
    await recordOperatorAction(tx, clock, { operator: input.by, action: 'operators.roles', subject: input.name, reason: input.reason, detail: {}, before: rolesOf(row.roles), after: rolesOf(roles), approvedBy: input.approvedBy ?? null });
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
    await adminRepository.updateOperator(tx, row.id, input.disabled ? { disabled_at: now, disabled_reason: input.reason } : { disabled_at: null, disabled_reason: '' });
    if (input.disabled) await adminRepository.revokeSessions(tx, row.id, now);
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
    await adminRepository.updateOperator(tx, row.id, { totp_secret: null, totp_enrolled_at: null });
    await adminRepository.voidRecoveryCodes(tx, row.id, now);
    await adminRepository.revokeSessions(tx, row.id, now);
    await recordOperatorAction(tx, clock, { operator: input.by, action: 'operators.resetTotp', subject: input.name, reason: input.reason, detail: {}, before: { enrolled: row.totp_enrolled_at !== null }, after: { enrolled: false } });
  });
}
