import type { Kysely } from 'kysely';
import { isCountryCode, PRODUCT_CODES, type TProductCode } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { hasCompleteDisclosure } from './disclosure-texts.js';
import { productsRepository, type TProductRow } from './products.repository.js';
import { ruleOf, splitCountries, type TProductRule } from './product-rules.js';
import { seedProducts } from './seed-products.js';

type TOpsContext = { db: Kysely<TDatabase>; clock: TClock };

/** What an operator may change, and the column each one writes. Nothing here touches a price, an outcome or a balance. */
export const PRODUCT_FIELDS = ['enabled', 'restricted', 'kyc', 'disclosure'] as const;
export type TProductField = (typeof PRODUCT_FIELDS)[number];

function isProductCode(value: string): value is TProductCode {
  return (PRODUCT_CODES as readonly string[]).includes(value);
}

/**
 * The column values an operator's text gives one field, or an error saying what is accepted.
 * `restricted` takes a comma list of ISO 3166-1 alpha-2 codes (any case; "-" or "" for none);
 * `disclosure` may only name a version whose text exists in all 14 languages (0: none to accept),
 * in the database (published from the console) or the catalog: `isComplete` says which versions.
 */
function parseField(code: TProductCode, field: string, value: string, isComplete: (version: number) => boolean): Partial<TProductRow> {
  switch (field) {
    case 'enabled':
      if (value !== '0' && value !== '1') throw new Error('enabled takes 0 (off) or 1 (on)');
      return { enabled: BigInt(value) };
    case 'restricted': {
      const codes = value === '-' ? [] : splitCountries(value.toUpperCase());
      const unknown = codes.filter((c) => !isCountryCode(c));
      if (unknown.length) throw new Error(`not ISO 3166-1 alpha-2 country codes: ${unknown.join(', ')}`);
      return { restricted_countries: [...new Set(codes)].sort().join(',') };
    }
    case 'kyc':
      if (value !== '0' && value !== '1') throw new Error('kyc takes 0 (none) or 1 (identity verified)');
      return { kyc_level: BigInt(value) };
    case 'disclosure': {
      if (!/^\d{1,6}$/.test(value)) throw new Error('disclosure takes a version number (0: none)');
      const version = Number(value);
      if (version > 0 && !isComplete(version)) {
        throw new Error(`no text for ${code} disclosure version ${version} in all 14 languages (packages/i18n/locales/products or published from the console)`);
      }
      return { disclosure_version: BigInt(version) };
    }
    default:
      throw new Error(`unknown field ${field}: one of ${PRODUCT_FIELDS.join(', ')}`);
  }
}

/** The operator's view of the rules, one product a line. */
export function formatRule(rule: TProductRule, row?: TProductRow): string {
  const changed = row ? `  (${new Date(Number(row.updated_at)).toISOString()} by ${row.updated_by})` : '';
  return (
    `${rule.code.padEnd(9)} enabled=${rule.isEnabled ? 1 : 0} kyc=${rule.kycLevel} disclosure=${rule.disclosureVersion}` +
    ` restricted=${rule.restrictedCountries.join(',') || '-'}${changed}`
  );
}

/** `npm run ops -- product:list`. */
export async function listProductsForOps(ctx: TOpsContext): Promise<string> {
  await seedProducts(ctx);
  const rows = await productsRepository.list(ctx.db);
  return rows.map((row) => formatRule(ruleOf(row), row)).join('\n');
}

/** Who changes a rule and why, as recorded (ops passes its own action name, the console its action). */
export type TProductChangeBy = { operator: string; reason?: string; approvedBy?: string | null; action?: string };

/**
 * Changes one rule of one product and records it (before and after) in the same transaction, so
 * that no change exists without its record. Shared by `npm run ops -- product:set` and the operator
 * console. Running processes apply it within PRODUCT_RULES_TTL_MS.
 * @throws Error with what is wrong with the input (unknown product, field or value)
 */
export async function setProductField(ctx: TOpsContext, change: { code: string; field: string; value: string }, by: TProductChangeBy): Promise<TProductRow> {
  const { code, field, value } = change;
  if (!isProductCode(code)) throw new Error(`unknown product ${code}: one of ${PRODUCT_CODES.join(', ')}`);
  const trimmed = value.trim();
  const named = field === 'disclosure' && /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : 0;
  const complete = named > 0 && (await hasCompleteDisclosure(ctx.db, code, named));
  const values = parseField(code, field, trimmed, (version) => version === named && complete);
  await seedProducts(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const before = (await productsRepository.find(tx, code))!;
    await productsRepository.update(tx, code, { ...values, updated_at: BigInt(ctx.clock.now()), updated_by: by.operator });
    const row = (await productsRepository.find(tx, code))!;
    await recordOperatorAction(tx, ctx.clock, {
      operator: by.operator,
      action: by.action ?? 'product:set',
      subject: code,
      detail: { field, before: ruleOf(before), after: ruleOf(row) },
      reason: by.reason ?? '',
      before: ruleOf(before),
      after: ruleOf(row),
      approvedBy: by.approvedBy ?? null,
    });
    return row;
  });
}

/**
 * `npm run ops -- product:set CODE FIELD VALUE`: setProductField, recorded with the operator's name.
 * @throws Error with what is wrong with the input (unknown product, field or value)
 */
export async function setProductFromOps(ctx: TOpsContext, args: string[], operator: string): Promise<string> {
  const [code, field, value] = args;
  if (!code || !field || value === undefined) throw new Error('usage: product:set CODE enabled|restricted|kyc|disclosure VALUE');
  const after = await setProductField(ctx, { code, field, value }, { operator });
  return formatRule(ruleOf(after), after);
}
