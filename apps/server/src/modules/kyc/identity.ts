import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { normalizeIdNumber } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { kycRepository } from './kyc.repository.js';

/**
 * The identity a document proves, as a hash: sha256 of `<COUNTRY>:<ID NUMBER>`, both normalized
 * (upper case; spaces and hyphens dropped from the number), so that the same document typed two
 * ways is one identity. The same number from two countries is two identities.
 */
export function identityHashOf(country: string, idNumber: string): string {
  return createHash('sha256').update(`${country.toUpperCase()}:${normalizeIdNumber(idNumber)}`).digest('hex');
}

/**
 * The identity hash of a user's verified (approved) identity, or null when the user is not
 * verified. The invite programme compares it to refuse self-referral: two accounts of one verified
 * person are one person.
 */
export async function verifiedIdentityHashOf(db: Kysely<TDatabase> | Transaction<TDatabase>, userId: bigint): Promise<string | null> {
  return (await kycRepository.approvedIdentityHashOf(db, userId)) ?? null;
}
