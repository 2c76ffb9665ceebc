import type { TFloodGuard, TRateLimiter } from '../apps/server/src/platform/rate-limiter.js';

/**
 * buildApp options that switch every limit off: a benchmark drives one address and one user far
 * past what a person would, and measures the order path, not the limiter.
 */
export const NO_LIMITS: { limiter: TRateLimiter; floodGuard: TFloodGuard } = {
  limiter: { hit: async () => true, refund: async () => {}, reset: async () => {}, close: async () => {} },
  floodGuard: { hit: () => true },
};
