import type { FastifyInstance } from 'fastify';
import { ADMIN_CHAIN_BALANCES } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineAdminRoute } from './admin-route.js';

/** The console's view of the chain (issue 28): read only; its module (viem) loads on first use. */
export function adminChainRoutes(app: FastifyInstance, deps: TDeps): void {
  defineAdminRoute(app, deps, { call: ADMIN_CHAIN_BALANCES, handler: async () => ({ data: await (await import('../chain/chain-wallets.js')).chainWallets(deps) }) });
}
