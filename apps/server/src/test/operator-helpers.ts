import type { TOperatorRole } from '@exchange/contracts';
import type { TDeps } from '../platform/deps.js';
import { createOperatorAccount } from '../modules/admin/operator-accounts.js';
import { createOperatorSession } from '../modules/admin/operator-sessions.js';

/**
 * An operator with these roles and a ready session, for server tests that exercise operator calls
 * (the log-in with TOTP itself is tested in access.test.ts). Returns the session token for the
 * X-Operator-Token header; `stage` 'enrol' gives a session still enrolling its TOTP instead.
 */
export async function operatorSession(deps: TDeps, name: string, roles: readonly TOperatorRole[], stage: 'ready' | 'enrol' = 'ready'): Promise<string> {
  const existing = await deps.db.selectFrom('operator_accounts').select('id').where('name', '=', name).executeTakeFirst();
  if (!existing) await createOperatorAccount(deps.db, deps.clock, { name, roles, createdBy: 'test', reason: 'test operator', password: 'Operator-password-1' });
  const row = await deps.db.selectFrom('operator_accounts').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  await deps.db.updateTable('operator_accounts').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enrolled_at: BigInt(deps.clock.now()) }).where('id', '=', row.id).execute();
  return createOperatorSession(deps, row.id, stage, { ip: '127.0.0.1', userAgent: 'test' });
}
