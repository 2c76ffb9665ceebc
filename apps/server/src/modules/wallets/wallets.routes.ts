import type { FastifyInstance } from 'fastify';
import { ZAssetRecords, ZAssetsQuery, ZTransfer } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { TDeps } from '../../platform/deps.js';
import { assetRecords } from './asset-records.js';
import { getAssets } from './get-assets.js';
import { transfer } from './transfer.js';

export function walletsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    url: '/user/assets',
    schema: ZAssetsQuery,
    auth: true,
    handler: async ({ user, input }) => ({ data: await getAssets(deps, user.userId, input.wallet) }),
  });

  defineRoute(app, deps, {
    url: '/contract/transfer',
    schema: ZTransfer,
    auth: true,
    handler: async ({ user, input, request }) => ({
      data: await transfer(deps, user.userId, input, idempotencyKeyOf(request, input)),
      msg: 'transferSuccess',
    }),
  });

  defineRoute(app, deps, {
    url: '/contract/getAssetsRecord',
    schema: ZAssetRecords,
    auth: true,
    handler: async ({ user, input }) => ({ data: await assetRecords(deps, user.userId, input) }),
  });
}
