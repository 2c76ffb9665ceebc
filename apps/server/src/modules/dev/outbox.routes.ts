import type { FastifyInstance } from 'fastify';
import { outboxCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { findOutboxMessages } from './outbox.repository.js';

/**
 * Demo mode only (never registered in production): the codes the exchange would have sent, newest
 * first, so a demo or a test can complete a registration without a mailbox.
 */
export function outboxRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: outboxCall,
    handler: async ({ input }) => {
      const to = input.to.includes('@') ? input.to.toLowerCase() : input.to.replace(/\D/g, '');
      const rows = await findOutboxMessages(deps.db, to);
      return {
        data: rows.map((r) => ({
          to: r.target,
          channel: r.channel,
          purpose: r.purpose,
          code: r.code,
          time: new Date(Number(r.created_at)).toISOString(),
        })),
      };
    },
  });
}
