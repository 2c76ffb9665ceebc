import { PRODUCT_CODES, type TProduct } from '@exchange/contracts';
import type { TDisclosureText, TLocale } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { accessMessage, decideAccess, loadViewer, type TViewer } from './product-access.js';
import { productRules, type TProductRule } from './product-rules.js';
import { servedDisclosure } from './served-disclosure.js';

/**
 * One product as the caller sees it: its rules, its disclosure in their language (`text`, as
 * servedDisclosure fills it), and whether they may use it.
 */
export function presentProduct(rule: TProductRule, viewer: TViewer | null, locale: TLocale, text: TDisclosureText | null): TProduct {
  const reason = decideAccess(rule, viewer);
  return {
    code: rule.code,
    enabled: rule.isEnabled,
    restrictedCountries: rule.restrictedCountries,
    kycLevel: rule.kycLevel,
    disclosure: text ? { version: rule.disclosureVersion, title: text.title, text: text.text } : null,
    acceptedVersion: viewer?.accepted[rule.code] ?? null,
    allowed: reason === null,
    reason,
    message: reason ? accessMessage(locale, rule.code, reason) : null,
  };
}

/**
 * POST /bb/product/list: every product, what the caller (null: a visitor) may use and why not.
 * The rules are read fresh, so an operator checking a change sees it at once; the cache the
 * access check uses is refreshed on the way.
 */
export async function listProducts(deps: TDeps, userId: bigint | null, locale: TLocale) {
  const rules = await productRules(deps, { isFresh: true });
  const viewer = userId === null ? null : await loadViewer(deps, userId);
  return {
    country: viewer?.country ?? null,
    kycLevel: viewer?.kycLevel ?? 0,
    list: await Promise.all(
      PRODUCT_CODES.map(async (code) => {
        const rule = rules.get(code)!;
        return presentProduct(rule, viewer, locale, await servedDisclosure(deps, rule, locale));
      }),
    ),
  };
}
