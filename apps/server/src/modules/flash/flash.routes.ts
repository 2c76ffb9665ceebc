import type { FastifyInstance } from 'fastify';
import { flashCoinsCall, flashExecuteCall, flashQuoteCall, flashRecordsCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { executeFlash } from './execute-flash.js';
import { flashCoins } from './flash-coins.js';
import { quoteFlash } from './flash-quote.js';
import { listFlashRecords } from './flash-records.js';

/**
 * Flash exchange (issue 17): the four declared calls of packages/contracts/src/flash/calls.ts.
 * The coins are public; quoting and executing are the caller's, behind the `flash` product access
 * check (the calls declare it); the records are the caller's own.
 */
export function flashRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: flashCoinsCall,
    handler: async () => ({ data: flashCoins(deps) }),
  });

  defineRoute(app, deps, {
    call: flashQuoteCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await quoteFlash(deps, user.userId, input) }),
  });

  defineRoute(app, deps, {
    call: flashExecuteCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: await executeFlash(deps, user.userId, BigInt(input.quoteId)) }),
  });

  defineRoute(app, deps, {
    call: flashRecordsCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await listFlashRecords(deps, user.userId, input) }),
  });
}
