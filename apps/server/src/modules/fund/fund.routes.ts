import type { FastifyInstance } from 'fastify';
import { fundBuyCall, fundDetailCall, fundEarningsCall, fundHoldingsCall, fundListCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { buyFund } from './buy-fund.js';
import { presentHoldings } from './fund-records.js';
import { fundDetail, listEarnings, listFunds, listHoldings } from './fund-views.js';

/**
 * Funds (issue 16): the five declared calls of packages/contracts/src/fund/calls.ts, each behind
 * the `fund` product access check (the calls declare it). The list and the detail are public (the
 * detail adds the caller's shares when a session is sent); buying, holdings and earnings are the
 * caller's own.
 */
export function fundRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: fundListCall,
    handler: async ({ input, locale }) => ({ data: await listFunds(deps.db, deps.clock.now(), input, locale) }),
  });

  defineRoute(app, deps, {
    call: fundDetailCall,
    handler: async ({ input, locale, request }) => ({ data: await fundDetail(deps.db, deps.clock.now(), BigInt(input.id), request.sessionUser?.userId ?? null, locale) }),
  });

  defineRoute(app, deps, {
    call: fundBuyCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input, locale }) => {
      const row = await buyFund(deps, user.userId, input);
      const [holding] = await presentHoldings(deps.db, [row], locale);
      return { data: holding };
    },
  });

  defineRoute(app, deps, {
    call: fundHoldingsCall,
    auth: true,
    handler: async ({ user, input, locale }) => ({ data: await listHoldings(deps.db, user.userId, input, locale) }),
  });

  defineRoute(app, deps, {
    call: fundEarningsCall,
    auth: true,
    handler: async ({ user, input, locale }) => ({ data: await listEarnings(deps.db, user.userId, input, locale) }),
  });
}
