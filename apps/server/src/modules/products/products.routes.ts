import type { FastifyInstance } from 'fastify';
import { productAcceptCall, productListCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { acceptDisclosure } from './accept-disclosure.js';
import { listProducts } from './list-products.js';

/** The products' access rules as the caller sees them, and the acceptance of a risk disclosure. */
export function productsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: productListCall,
    handler: async ({ request, locale }) => ({ data: await listProducts(deps, request.sessionUser?.userId ?? null, locale) }),
  });

  defineRoute(app, deps, {
    call: productAcceptCall,
    auth: true,
    handler: async ({ user, input, locale, ip }) => ({ data: await acceptDisclosure(deps, user.userId, input, { locale, ip }) }),
  });
}
