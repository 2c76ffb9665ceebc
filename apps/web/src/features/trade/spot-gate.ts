import type { TGatePolicy } from '../products/product-gate';

/**
 * How the spot order form meets its access gate: it shows while the access list loads or if that
 * fails (spot was open before products had rules; the server still checks every order, with the same
 * message), and a visitor keeps the form's own log-in prompt.
 */
export const SPOT_GATE: TGatePolicy = { isOptimistic: true, hasOwnLogin: true };
