import type { FastifyInstance } from 'fastify';
import { assetRecordsCall, assetsCall, transferCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDeps } from '../../platform/deps.js';
import { assetRecords } from './asset-records.js';
import { getAssets } from './get-assets.js';
import { transfer } from './transfer.js';

/** Balances, transfers between the user's own wallets, and asset records (calls declared in contracts' wallets/calls.ts). */
export function walletsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: assetsCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await getAssets(deps, user.userId, input.wallet) }),
  });

  defineRoute(app, deps, {
    call: transferCall,
    auth: true,
    handler: async ({ user, input, request }) => ({
      data: await transfer(deps, user.userId, input, idempotencyKeyOf(request, input)),
      msg: 'transferSuccess',
    }),
  });

  defineRoute(app, deps, {
    call: assetRecordsCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await assetRecords(deps, user.userId, input) }),
  });
}
