import type { TProductCode } from '@exchange/contracts';
import type { TProductList } from './products-api';

/** Why an entry leads to a closed product, when the user cannot change it on that product's screen. */
export type TClosedReason = 'country' | 'off';

export type TClosedProducts = {
  /** The country the rules used (the verified or declared one), for "your country (…)". */
  country: string | null;
  /** The closed products, in the answer's order. */
  list: { code: TProductCode; reason: TClosedReason }[];
};

/**
 * The products an entry (a home shortcut, a menu item) should say are closed before the user goes
 * there: closed to the user's country, or switched off by the operators. What the product's screen
 * itself lets the user settle (log in, set a country, verify identity, accept the risk text) is
 * left to that screen, which says it with the way forward. From the server's verdicts only.
 */
export function closedProducts(answer: TProductList | undefined): TClosedProducts {
  if (!answer) return { country: null, list: [] };
  const list = answer.list.flatMap((p) => (!p.allowed && (p.reason === 'country' || p.reason === 'off') ? [{ code: p.code, reason: p.reason }] : []));
  return { country: answer.country, list };
}

/** The reason of one product's entry, or null when its entry needs none. */
export function closedReasonOf(closed: TClosedProducts, code: TProductCode): TClosedReason | null {
  return closed.list.find((p) => p.code === code)?.reason ?? null;
}
