import type { TProduct, TProductCode } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import type { TDeps } from '../../platform/deps.js';
import { AppError, needLogin } from '../../platform/errors.js';
import { presentProduct } from './list-products.js';
import { loadViewer } from './product-access.js';
import { productRules } from './product-rules.js';
import { productsRepository } from './products.repository.js';
import { servedDisclosure } from './served-disclosure.js';

/**
 * POST /bb/product/accept: records that a user accepted a product's current risk disclosure,
 * with the time and the address it came from (the proof that they were shown it). Only the
 * current version can be accepted: an older one means the user read an outdated text, and a
 * newer one (or any, for a product without a disclosure) does not exist. Accepting twice keeps
 * the first record and answers the same.
 * @throws AppError disclosureOutdated (an older version), invalidParams (no such version)
 */
export async function acceptDisclosure(
  deps: TDeps,
  userId: bigint,
  input: { product: TProductCode; version: number },
  context: { locale: TLocale; ip: string },
): Promise<TProduct> {
  const rule = (await productRules(deps, { isFresh: true })).get(input.product)!;
  if (input.version < rule.disclosureVersion) throw new AppError('disclosureOutdated');
  if (input.version !== rule.disclosureVersion) throw new AppError('invalidParams');
  await productsRepository.insertAcceptance(deps.db, {
    user_id: userId,
    product: input.product,
    version: BigInt(input.version),
    accepted_at: BigInt(deps.clock.now()),
    ip: context.ip.slice(0, 64),
  });
  const viewer = await loadViewer(deps, userId);
  if (!viewer) throw needLogin();
  return presentProduct(rule, viewer, context.locale, await servedDisclosure(deps, rule, context.locale));
}
