import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { invitesRepository } from './invites.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The identities each user has shown (the identity hash of every KYC submission, whatever its
 * state), for the no-self-referral rule. Any submission counts, not only an approved one: a
 * second account refused because its identity is already verified (one account per identity,
 * migration 0016) is still the same person, and must earn its referrer nothing.
 *
 * Reads `kyc_submissions` directly; when modules/kyc exports its own reading of identities, this
 * and the same rule written in SQL in `dueCashbacks` (invites.repository.ts) are the two places to
 * point at it.
 */
export async function identitiesOf(db: TDb, userIds: readonly bigint[]): Promise<Map<bigint, Set<string>>> {
  const result = new Map<bigint, Set<string>>();
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    const rows = await invitesRepository.identityHashes(db, chunk);
    for (const row of rows) {
      const set = result.get(row.user_id) ?? new Set<string>();
      set.add(row.identity_hash);
      result.set(row.user_id, set);
    }
  }
  return result;
}

/** True when the two users share an identity: the pair earns nothing. */
export function sharesIdentity(identities: Map<bigint, Set<string>>, a: bigint, b: bigint): boolean {
  const left = identities.get(a);
  const right = identities.get(b);
  if (!left || !right) return false;
  for (const hash of left) if (right.has(hash)) return true;
  return false;
}
