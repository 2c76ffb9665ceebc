import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { sha256 } from '../accounts/tokens.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';

/**
 * Operator credentials, separate from user sessions: a 256-bit token shown once at creation
 * (`npm run ops -- operator:create NAME`), stored only as its hash. A user token never opens
 * /bb/admin, and an operator token never opens a user's calls.
 */
export async function createOperator(db: Kysely<TDatabase>, clock: TClock, name: string, createdBy: string): Promise<string> {
  if (!/^[a-zA-Z0-9_.-]{2,32}$/.test(name)) throw new Error('operator name: 2-32 letters, digits, _ . -');
  const token = `op_${randomBytes(32).toString('base64url')}`;
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('operators').values({ name, token_hash: sha256(token), created_at: BigInt(clock.now()), disabled_at: null }).execute();
    await recordOperatorAction(tx, clock, { operator: createdBy, action: 'operator:create', subject: name, detail: {} });
  });
  return token;
}

export async function disableOperator(db: Kysely<TDatabase>, clock: TClock, name: string, by: string): Promise<boolean> {
  const result = await db.updateTable('operators').set({ disabled_at: BigInt(clock.now()) }).where('name', '=', name).where('disabled_at', 'is', null).executeTakeFirst();
  if (result.numUpdatedRows === 1n) await recordOperatorAction(db, clock, { operator: by, action: 'operator:disable', subject: name, detail: {} });
  return result.numUpdatedRows === 1n;
}

/** The operator behind a token, or null. */
export async function resolveOperator(db: Kysely<TDatabase>, token: string): Promise<string | null> {
  if (!token.startsWith('op_') || token.length > 128) return null;
  const row = await db.selectFrom('operators').select(['name', 'disabled_at']).where('token_hash', '=', sha256(token)).executeTakeFirst();
  return row && row.disabled_at === null ? row.name : null;
}
