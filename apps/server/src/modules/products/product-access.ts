import { kycLevelOf, type TAccessReason, type TProductCode } from '@exchange/contracts';
import { productName, translate, type TLocale, type TMessageKey } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { productRules, type TProductRule } from './product-rules.js';
import { productsRepository } from './products.repository.js';

/** What the access rules need to know of a signed-in user. */
export type TViewer = {
  /** The verified country (KYC) when there is one, else the declared one; null when neither. */
  country: string | null;
  kycLevel: number;
  /** The newest disclosure version accepted, per product. */
  accepted: Partial<Record<TProductCode, number>>;
};

export type TAccess = { allowed: boolean; reason: TAccessReason | null; message: string | null };

/** A user of whom no rule needs to know anything (the product has no restriction, KYC or disclosure). */
const ANY_USER: TViewer = { country: null, kycLevel: 0, accepted: {} };

const MESSAGE_KEYS: Record<TAccessReason, TMessageKey> = {
  off: 'productOff',
  login: 'pleaseLogin',
  country: 'productCountry',
  noCountry: 'productNoCountry',
  kyc: 'productKyc',
  disclosure: 'productDisclosure',
};

/**
 * Why a viewer may not use a product, or null when they may. The order is the contract's
 * (ACCESS_REASONS): a switched-off product is off for everyone; a visitor must log in; a
 * restricted country is refused before anything else is asked of the user, and a product with
 * restrictions needs a known country; then identity verification; the risk disclosure last, as it
 * is the step a user takes on the spot.
 */
export function decideAccess(rule: TProductRule, viewer: TViewer | null): TAccessReason | null {
  if (!rule.isEnabled) return 'off';
  if (!viewer) return 'login';
  const isRestricted = rule.restrictedCountries.length > 0;
  if (isRestricted && viewer.country !== null && rule.restrictedCountries.includes(viewer.country)) return 'country';
  if (isRestricted && viewer.country === null) return 'noCountry';
  if (viewer.kycLevel < rule.kycLevel) return 'kyc';
  if (rule.disclosureVersion > 0 && (viewer.accepted[rule.code] ?? 0) < rule.disclosureVersion) return 'disclosure';
  return null;
}

/** Whether deciding needs anything of the user beyond being signed in. */
function needsViewer(rule: TProductRule): boolean {
  return rule.restrictedCountries.length > 0 || rule.kycLevel > 0 || rule.disclosureVersion > 0;
}

/** The refusal in the caller's language, the product named as the caller's language names it. */
export function accessMessage(locale: TLocale, product: TProductCode, reason: TAccessReason): string {
  return translate(locale, MESSAGE_KEYS[reason], { product: productName(locale, product) });
}

type TUserFacts = { kyc_status: bigint; country: string | null; kyc_country: string | null };

function viewerOf(facts: TUserFacts, accepted: TViewer['accepted']): TViewer {
  return { country: facts.kyc_country ?? facts.country, kycLevel: kycLevelOf(Number(facts.kyc_status)), accepted };
}

/**
 * A user's country, KYC level and every accepted disclosure, read now: a country or KYC change
 * counts from the next call. Null when the user does not exist.
 */
export async function loadViewer(deps: Pick<TDeps, 'db'>, userId: bigint): Promise<TViewer | null> {
  const facts = await productsRepository.userFacts(deps.db, userId);
  if (!facts) return null;
  const accepted = await productsRepository.acceptedVersions(deps.db, userId);
  return viewerOf(facts, Object.fromEntries(accepted.map((row) => [row.product, Number(row.version)])));
}

/** loadViewer for one product's check, in one query. */
async function loadViewerFor(deps: Pick<TDeps, 'db'>, userId: bigint, product: TProductCode): Promise<TViewer | null> {
  const facts = await productsRepository.userFactsFor(deps.db, userId, product);
  if (!facts) return null;
  return viewerOf(facts, facts.accepted === null ? {} : { [product]: Number(facts.accepted) });
}

/**
 * Whether a caller (null: a visitor) may use a product now, and why not in their language. The
 * rules come from the short-lived cache (product-rules.ts); the user is read only when a rule of
 * the product needs them, so a product open to every signed-in user (spot, by default) costs no
 * query per call.
 */
export async function access(
  deps: Pick<TDeps, 'db' | 'clock' | 'productRules'>,
  user: { userId: bigint } | null,
  product: TProductCode,
  locale: TLocale,
): Promise<TAccess> {
  const rule = (await productRules(deps)).get(product)!;
  let viewer: TViewer | null = null;
  if (rule.isEnabled && user) viewer = needsViewer(rule) ? await loadViewerFor(deps, user.userId, product) : ANY_USER;
  const reason = decideAccess(rule, viewer);
  return { allowed: reason === null, reason, message: reason ? accessMessage(locale, product, reason) : null };
}

/**
 * The one access check every product call goes through (defineRoute runs it for a route or call
 * that names a product, after the session check and before the handler). A visitor is refused
 * only when the product is off: whether the call needs a session is the route's own rule, and a
 * route without one gets the -2 of needLogin before this runs.
 * @throws AppError productOff, productCountry, productNoCountry, productKyc or productDisclosure,
 *   with `data: { product, reason }` so that a client can offer the step that is missing.
 */
export async function requireAccess(
  deps: Pick<TDeps, 'db' | 'clock' | 'productRules'>,
  user: { userId: bigint } | null,
  product: TProductCode,
  locale: TLocale,
): Promise<void> {
  const { reason } = await access(deps, user, product, locale);
  if (reason === null || reason === 'login') return;
  throw new AppError(MESSAGE_KEYS[reason], { vars: { product: productName(locale, product) }, data: { product, reason } });
}
