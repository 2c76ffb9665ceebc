import type { FastifyInstance } from 'fastify';
import {
  bankDetailsCall,
  bankDetailsSaveCall,
  bankNameListCall,
  cashPayCall,
  cashPayCancelCall,
  cashPayDetailCall,
  cashPayListCall,
  fiatWebhookCall,
  cashPayPaidCall,
  cashPaySellCall,
  payPlatformListCall,
} from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { getBankDetails, saveBankDetails } from './bank-details.js';
import { BANKS, presentChannel, readChannels, treasuryBalance } from './fiat-channels.js';
import { createBuyOrder } from './create-buy-order.js';
import { cancelOrder, markPaid } from './buy-order-steps.js';
import { createSellOrder } from './sell-order.js';
import { listOrders, ownOrder, presentOrder } from './fiat-records.js';
import { handleWebhook } from './fiat-webhook.js';
import type { TPaymentProvider } from './providers/payment-provider.js';
import { signedWebhookProvider } from './providers/signed-webhook.js';

/** The name of the signed-webhook adapter in its route: POST /bb/fiat/webhook/hmac. */
export const WEBHOOK_PROVIDER = 'hmac';
/** A provider's body is small; anything larger is refused before it is read. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/** The payment providers of this process: the signed webhook when FIAT_WEBHOOK_SECRET is set, else none. */
export function fiatProviders(env: NodeJS.ProcessEnv = process.env): Map<string, TPaymentProvider> {
  const secret = env.FIAT_WEBHOOK_SECRET ?? '';
  return new Map(secret ? [[WEBHOOK_PROVIDER, signedWebhookProvider(WEBHOOK_PROVIDER, secret)]] : []);
}

/**
 * Fiat quick buy and sell (issue 17): the ten declared calls of packages/contracts/src/fiat/calls.ts
 * (quick buy and sell behind the `fiat` product access check, as declared) and the providers'
 * webhook with the raw body. The operators' queue under /bb/admin/fiat is admin/fiat.routes.ts.
 */
export function fiatRoutes(app: FastifyInstance, deps: TDeps, providers = fiatProviders()): void {
  defineRoute(app, deps, {
    call: payPlatformListCall,
    handler: async () => {
      const treasury = await treasuryBalance(deps.db);
      return { data: (await readChannels(deps.db)).map((row) => presentChannel(row, treasury)) };
    },
  });

  defineRoute(app, deps, {
    call: cashPayCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: presentOrder(await createBuyOrder(deps, user.userId, input)) }),
  });

  defineRoute(app, deps, {
    call: cashPayPaidCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: presentOrder(await markPaid(deps, user.userId, input)) }),
  });

  defineRoute(app, deps, {
    call: cashPayCancelCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: presentOrder(await cancelOrder(deps, user.userId, input.orderId)) }),
  });

  defineRoute(app, deps, {
    call: cashPayDetailCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: presentOrder(await ownOrder(deps.db, user.userId, input.orderId)) }),
  });

  defineRoute(app, deps, {
    call: cashPayListCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await listOrders(deps.db, user.userId, input) }),
  });

  defineRoute(app, deps, {
    call: cashPaySellCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => ({ data: presentOrder(await createSellOrder(deps, user.userId, input)) }),
  });

  defineRoute(app, deps, {
    call: bankNameListCall,
    handler: async () => ({ data: BANKS.map((b) => ({ ...b })) }),
  });

  defineRoute(app, deps, {
    call: bankDetailsCall,
    auth: true,
    isSmall: true,
    handler: async ({ user }) => ({ data: await getBankDetails(deps.db, user.userId) }),
  });

  defineRoute(app, deps, {
    call: bankDetailsSaveCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input, ip }) => ({ data: await saveBankDetails(deps, user.userId, input, ip) }),
  });

  if (providers.size === 0) return;
  // In its own scope: only here is the body kept raw (the signature covers its exact bytes).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.route({
      method: fiatWebhookCall.method,
      url: fiatWebhookCall.path,
      handler: async (request, reply) => {
        const params = fiatWebhookCall.request.safeParse(request.params);
        const provider = params.success ? providers.get(params.data.provider) : undefined;
        if (!provider) return reply.status(404).send({ code: 0, msg: 'unknown provider' });
        const body = typeof request.body === 'string' ? request.body : '';
        const answer = await handleWebhook(deps, provider, { headers: request.headers, body });
        return reply.status(answer.status).send({ code: answer.status === 200 ? 1 : 0, msg: answer.outcome });
      },
    });
  });
}
