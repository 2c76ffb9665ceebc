/**
 * The matching engine (ARCHITECTURE.md "Trading core"): pure, synchronous and deterministic.
 * It is built by the spot-trading issue; this package exists now so the workspace shape is fixed.
 */
export const ENGINE_VERSION = 0;
