import type { FastifyInstance } from 'fastify';
import { generatedHistoryCall } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { generatedHistory } from './generated-history.js';

/**
 * Up to when a market's candles are generated demo history, POST /bb/market/generatedHistory
 * (packages/contracts/src/prices/calls.ts): the market maker's back-fill answers for itself.
 */
export function marketMakerRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: generatedHistoryCall,
    handler: async ({ input }) => ({ data: await generatedHistory(deps, input) }),
  });
}
