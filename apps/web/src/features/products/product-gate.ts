import type { TAccessReason, TProduct, TProductCode } from '@exchange/contracts';
import type { TProductList } from './products-api';

/** The way forward a closed gate offers: log in, set the country, verify identity, accept, or none. */
export type TGateAction = 'login' | 'profile' | 'kyc' | 'accept' | 'none';

export type TDisclosure = NonNullable<TProduct['disclosure']>;

/**
 * What a product screen shows, as data. `screen`: the screen itself; `pending`: a spinner while the
 * access list loads; `failed`: it could not be loaded (retry); `closed`: why not (the server's own
 * message, in the user's language) and the way forward.
 */
export type TGateView =
  | { kind: 'screen' }
  | { kind: 'pending' }
  | { kind: 'failed' }
  | {
      kind: 'closed';
      reason: TAccessReason;
      /** The server's localized message; null only if it sent none (the view then says it generically). */
      message: string | null;
      action: TGateAction;
      /** The country the rules used (for "your country: …"), when the reason is about it. */
      country: string | null;
      /** The text to read and accept, when the action is `accept`. */
      disclosure: TDisclosure | null;
    };

/** How a product screen meets its gate. Both default to false: the gate decides alone. */
export type TGatePolicy = {
  /**
   * Show the screen while the list loads, and when it cannot be loaded: for a screen that was open
   * before products had rules (spot), where a spinner would only delay it. The server checks every
   * call anyway, and refuses with the same message.
   */
  isOptimistic?: boolean;
  /** A visitor sees the screen itself, which has its own log-in prompt (the spot order form). */
  hasOwnLogin?: boolean;
};

export type TGateInput = { code: TProductCode; answer: TProductList | undefined; isFailed: boolean };

const ACTIONS: Record<TAccessReason, TGateAction> = {
  off: 'none',
  login: 'login',
  // A restriction follows the country: a declared one can be corrected in the profile (not a verified one, below).
  country: 'profile',
  noCountry: 'profile',
  kyc: 'kyc',
  disclosure: 'accept',
};

/**
 * The gate's decision for one product, from /product/list's answer as the server gave it: the
 * client mirrors the server's verdict (`allowed`, `reason`, `message`) and never re-derives it, so the
 * two cannot disagree. A product missing from the answer is treated as a failed load.
 */
export function gateView(input: TGateInput, policy: TGatePolicy = {}): TGateView {
  const { answer } = input;
  if (!answer) {
    if (policy.isOptimistic) return { kind: 'screen' };
    return input.isFailed ? { kind: 'failed' } : { kind: 'pending' };
  }
  const product = answer.list.find((p) => p.code === input.code);
  if (!product) return policy.isOptimistic ? { kind: 'screen' } : { kind: 'failed' };
  if (product.allowed) return { kind: 'screen' };
  // Not allowed without a reason should not happen; it is shown as switched off, never as open.
  const reason = product.reason ?? 'off';
  if (reason === 'login' && policy.hasOwnLogin) return { kind: 'screen' };
  let action = ACTIONS[reason];
  // A verified identity fixes the country: never send the user to a profile where it cannot change.
  if (reason === 'country' && answer.kycLevel >= 1) action = 'none';
  // Nothing to accept: the message alone (the server refuses until the operator publishes a text).
  if (action === 'accept' && !product.disclosure) action = 'none';
  return {
    kind: 'closed',
    reason,
    message: product.message,
    action,
    country: reason === 'country' ? answer.country : null,
    disclosure: action === 'accept' ? product.disclosure : null,
  };
}

/** The list with one product replaced by the server's newer answer for it (after an accept). */
export function withProduct(answer: TProductList, product: TProduct): TProductList {
  return { ...answer, list: answer.list.map((p) => (p.code === product.code ? product : p)) };
}

/**
 * Refusals of a product call that mean the access list the client holds is out of date (the
 * operator switched the product off, the disclosure changed …): the gate reloads it on these.
 */
export const ACCESS_REFUSALS: readonly string[] = [
  'productOff',
  'productCountry',
  'productNoCountry',
  'productKyc',
  'productDisclosure',
  'disclosureOutdated',
];
