import type { TProductCode } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defaultProductRules, type TProductRule } from './default-products.js';
import { productsRepository, type TProductRow } from './products.repository.js';

/** One product's access rules, as the access check reads them. */
export type { TProductRule } from './default-products.js';

export type TProductRules = ReadonlyMap<TProductCode, TProductRule>;

/**
 * How long a process trusts the rules it read. They change only by an operator's command, which
 * runs in another process (npm run ops) and cannot tell this one; 2 s is as prompt as a person
 * notices, and it keeps the order path free of a read per order (the session cache's bound too).
 */
export const PRODUCT_RULES_TTL_MS = 2_000;

/** The rules last read by this process, with the (deps.clock) time they were read. */
export type TProductRulesCache = { rules: TProductRules | null; readAt: number };

export function productRulesCache(): TProductRulesCache {
  return { rules: null, readAt: 0 };
}

export function ruleOf(row: TProductRow): TProductRule {
  return {
    code: row.code as TProductCode,
    isEnabled: row.enabled === 1n,
    restrictedCountries: splitCountries(row.restricted_countries),
    kycLevel: Number(row.kyc_level),
    disclosureVersion: Number(row.disclosure_version),
  };
}

/** The stored comma list ("GB,BE") as codes; empty text is none. */
export function splitCountries(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * Every product's rules. A product without a row (a database the start-up seed has not run on,
 * such as a benchmark's) has its default rules, the ones the seed would write.
 * `isFresh` reads the table now (the product list does: an operator checking a change sees it at
 * once) and refreshes the cache; otherwise a read younger than PRODUCT_RULES_TTL_MS is reused.
 */
export async function productRules(deps: Pick<TDeps, 'db' | 'clock' | 'productRules'>, options: { isFresh?: boolean } = {}): Promise<TProductRules> {
  const now = deps.clock.now();
  const cache = deps.productRules;
  if (!options.isFresh && cache.rules && now - cache.readAt < PRODUCT_RULES_TTL_MS && now >= cache.readAt) return cache.rules;
  const rows = await productsRepository.list(deps.db);
  const byCode = new Map(rows.map((row) => [row.code, ruleOf(row)]));
  const rules = new Map<TProductCode, TProductRule>(defaultProductRules().map((rule) => [rule.code, byCode.get(rule.code) ?? rule]));
  cache.rules = rules;
  cache.readAt = now;
  return rules;
}
