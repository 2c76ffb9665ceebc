/**
 * The one money module (ARCHITECTURE.md "Money", "Ledger"): parse, format and bound amounts at each
 * asset's own scale, and compute order values and fees, for server and web alike.
 */
export * from './money/units.js';
export * from './money/bounds.js';
export * from './money/market-money.js';
export * from './money/order-money.js';
