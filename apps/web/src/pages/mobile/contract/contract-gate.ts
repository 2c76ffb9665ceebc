import type { TGatePolicy } from '../../../features/products/product-gate';

/**
 * How the contract form meets its access gate: a visitor sees the form with its own log-in button
 * (the screen is public, SPEC §2); anyone else waits for the server's verdict, since contracts were
 * never open without rules (no optimistic form while the list loads).
 */
export const CONTRACT_GATE: TGatePolicy = { hasOwnLogin: true };
