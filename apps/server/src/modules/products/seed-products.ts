import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { defaultProductRules } from './default-products.js';
import { productsRepository } from './products.repository.js';

/** Who wrote a row the seed inserted, as products.updated_by shows it. */
export const SEED_AUTHOR = 'seed';

/**
 * Writes the default rules (default-products.ts) of every product that has no row yet. Run at
 * every start and before every product command: a row that exists is never touched, so an
 * operator's change survives restarts and upgrades.
 */
export async function seedProducts(ctx: { db: Kysely<TDatabase>; clock: TClock }): Promise<void> {
  const now = BigInt(ctx.clock.now());
  await productsRepository.insertMissing(
    ctx.db,
    defaultProductRules().map((rule) => ({
      code: rule.code,
      enabled: rule.isEnabled ? 1n : 0n,
      restricted_countries: rule.restrictedCountries.join(','),
      kyc_level: BigInt(rule.kycLevel),
      disclosure_version: BigInt(rule.disclosureVersion),
      updated_at: now,
      updated_by: SEED_AUTHOR,
    })),
  );
}
