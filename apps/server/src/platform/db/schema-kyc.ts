import type { Generated } from 'kysely';

/** Tables of identity verification (migration 20261125-0016-kyc, modules/kyc). */

/** A submission's review state: 1 under review, 2 approved, 3 rejected (users.kyc_status uses the same numbers). */
export type TKycSubmissionsTable = {
  id: Generated<bigint>;
  user_id: bigint;
  real_name: string;
  /** Normalized: no spaces or hyphens, upper case. */
  id_number: string;
  /** ISO 3166-1 alpha-2 of the issuing country. */
  id_country: string;
  /** sha256 of `<country>:<id number>`: finds the same identity on another account. */
  identity_hash: string;
  front_file: string;
  back_file: string;
  status: bigint;
  reason: Generated<string>;
  created_at: bigint;
  reviewed_by: string | null;
  reviewed_at: bigint | null;
};

export type TKycTables = { kyc_submissions: TKycSubmissionsTable };
