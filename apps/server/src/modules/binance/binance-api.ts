import type { FastifyInstance } from 'fastify';
import { apiKeyCreateCall, apiKeyDeleteCall, apiKeyListCall, apiKeyUpdateCall, BINANCE_PREFIXES } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { createApiKey, deleteApiKey, presentApiKey, updateApiKey } from './api-keys.js';
import { apiKeysRepository } from './api-keys.repository.js';
import { installBinanceErrors, installBinanceNotFound, type TBinanceDeps } from './binance-route.js';
import { binanceOtherRoutes } from './other.routes.js';
import { binanceTickers } from './binance-tickers.js';
import type { TSealer } from '../../platform/secret-seal.js';
import { binanceMarketRoutes } from './market.routes.js';
import { requestWeights, type TWeights } from './request-weights.js';
import { keyStore } from './signed-request.js';
import { installBinanceStreams } from './streams.js';
import { binanceTradeRoutes } from './trade.routes.js';
import { binanceListenKeyRoutes, installWsApi, userFeed } from './user-stream.js';

export type TBinanceApi = TBinanceDeps & { sealer: TSealer; tickers: ReturnType<typeof binanceTickers>; feed: ReturnType<typeof userFeed> };

/** The Binance-compatible API's state: sealed secrets, the key cache, request weights, tickers and the user data feed. */
export function createBinanceApi(deps: TDeps, weights: TWeights = requestWeights()): TBinanceApi {
  const sealer = deps.sealer;
  return { deps, sealer, keys: keyStore(deps, sealer), weights, tickers: binanceTickers(deps), feed: userFeed(deps) };
}

/**
 * `/api/v3` (modules/binance, issue 27): Binance's spot REST API beside the SPEC §7 calls, in its
 * own scope: form bodies kept as sent (the signature covers them byte for byte), Binance's error
 * bodies, and its own not-found answer.
 */
export async function installBinanceRest(app: FastifyInstance, bn: TBinanceApi): Promise<void> {
  await app.register(async (parent) => {
    parent.removeContentTypeParser('application/x-www-form-urlencoded');
    parent.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    installBinanceErrors(parent, bn);
    for (const prefix of BINANCE_PREFIXES) {
      await parent.register(
        async (scope) => {
          installBinanceNotFound(scope);
          if (prefix !== '/api/v3') return binanceOtherRoutes(scope, bn, prefix);
          binanceMarketRoutes(scope, bn);
          binanceTradeRoutes(scope, bn);
          binanceListenKeyRoutes(scope, bn);
        },
        { prefix },
      );
    }
  });
}

/** The WebSocket side: market and user data streams (/ws, /stream) and the WebSocket API's user data calls (/ws-api/v3). */
export function installBinanceSockets(scope: FastifyInstance, bn: TBinanceApi): void {
  installBinanceStreams(scope, bn.deps, bn.tickers, bn.feed);
  installWsApi(scope, bn, bn.feed);
}

/** The security centre's API key calls under /bb (declared in contracts/binance/key-calls.ts). */
export function apiKeyRoutes(app: FastifyInstance, deps: TDeps, bn: TBinanceApi): void {
  const forget = (apiKey: string) => bn.keys.forget(apiKey);
  defineRoute(app, deps, {
    call: apiKeyListCall,
    auth: true,
    handler: async ({ user }) => ({ data: (await apiKeysRepository.listOf(deps.db, user.userId)).map(presentApiKey) }),
  });
  defineRoute(app, deps, {
    call: apiKeyCreateCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await createApiKey(deps, bn.sealer, user.userId, input), msg: 'apiKeyCreated' }),
  });
  defineRoute(app, deps, {
    call: apiKeyUpdateCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await updateApiKey(deps, user.userId, input, forget), msg: 'apiKeyUpdated' }),
  });
  defineRoute(app, deps, {
    call: apiKeyDeleteCall,
    auth: true,
    handler: async ({ user, input }) => {
      await deleteApiKey(deps, user.userId, input.id, forget);
      return { data: null, msg: 'apiKeyDeleted' };
    },
  });
}
