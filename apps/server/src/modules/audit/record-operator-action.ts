import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';

/**
 * Records who did what, when, to what (ARCHITECTURE.md "Integrity"). Called inside the same
 * transaction as the action itself, so no action exists without its record.
 */
export async function recordOperatorAction(
  db: Kysely<TDatabase> | Transaction<TDatabase>,
  clock: TClock,
  action: { operator: string; action: string; subject: string; detail: unknown },
): Promise<void> {
  await db
    .insertInto('operator_actions')
    .values({
      operator: action.operator,
      action: action.action,
      subject: action.subject,
      detail: JSON.stringify(action.detail),
      created_at: BigInt(clock.now()),
    })
    .execute();
}
