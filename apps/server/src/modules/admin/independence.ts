import type { Kysely, Transaction } from 'kysely';
import type { TOperatorRole } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { adminRepository } from './admin.repository.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * Whether two operators are tied (issue 24, "No single insider can act alone"): one asked for or
 * approved the creation of the other's account or a change of its roles. An approval between tied
 * operators is refused both ways: the one who made an account may hold its password, so its
 * approval would be the requester's own.
 */
export async function areTied(db: TDbOrTx, a: string, b: string): Promise<boolean> {
  return adminRepository.areTied(db, a, b);
}

/** Records a creation or role change with who asked and who approved (null: the first-admin bootstrap). */
export async function recordGrant(
  db: TDbOrTx,
  grant: { operator: string; kind: 'create' | 'roles'; roles: readonly TOperatorRole[] | string; requestedBy: string; approvedBy: string | null; at: bigint },
): Promise<void> {
  const roles = typeof grant.roles === 'string' ? grant.roles : grant.roles.join(',');
  await adminRepository.insertGrant(db, { operator: grant.operator, kind: grant.kind, roles, requested_by: grant.requestedBy, approved_by: grant.approvedBy, created_at: grant.at });
}
