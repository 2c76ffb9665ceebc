import type { FastifyInstance } from 'fastify';
import { chainDepositListCall } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { chainRepository, ETHEREUM_CURSOR } from './chain.repository.js';
import { presentChainDeposit } from './present-chain-deposit.js';

export function chainRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: chainDepositListCall,
    auth: true,
    handler: async ({ user, input }) => {
      const page = await chainRepository.pageOwned(deps.db, user.userId, input.currency.toUpperCase(), input);
      const cursor = await chainRepository.cursor(deps.db, ETHEREUM_CURSOR);
      const head = cursor?.block_number ?? 0n;
      const required = new Map<string, number>();
      const list = [];
      for (const row of page.list) {
        if (!required.has(row.currency)) required.set(row.currency, deps.chain ? await deps.chain.required(deps.db, row.currency) : 12);
        list.push(presentChainDeposit(row, { head, required: required.get(row.currency)! }));
      }
      return { data: { ...page, list } };
    },
  });
}
