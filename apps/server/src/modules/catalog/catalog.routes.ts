import type { FastifyInstance } from 'fastify';
import { catalogCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import type { TCatalogSync } from './catalog-sync.js';

/** `/market/catalog`: the run-time assets and markets, from memory (the sync refreshes it). */
export function catalogRoutes(app: FastifyInstance, deps: TDeps, catalog: TCatalogSync): void {
  defineRoute(app, deps, {
    call: catalogCall,
    handler: async () => ({ data: catalog.current() }),
  });
}
