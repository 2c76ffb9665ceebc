import type { FastifyInstance } from 'fastify';
import { priceTicksCall } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { listPriceTicks } from './list-price-ticks.js';

/** The public record of index prices, POST /bb/market/priceTicks (packages/contracts/src/prices/calls.ts). */
export function pricesRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: priceTicksCall,
    handler: async ({ input }) => ({ data: await listPriceTicks(deps, input) }),
  });
}
