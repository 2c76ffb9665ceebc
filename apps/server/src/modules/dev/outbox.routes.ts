import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';

const ZOutboxQuery = z.object({ to: z.string().trim().max(254).optional().default('') });

/**
 * Demo mode only (never registered in production): the codes the exchange would have sent, newest
 * first, so a demo or a test can complete a registration without a mailbox.
 */
export function outboxRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/dev/outbox',
    schema: ZOutboxQuery,
    handler: async ({ input }) => {
      const to = input.to.includes('@') ? input.to.toLowerCase() : input.to.replace(/\D/g, '');
      let query = deps.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(50);
      if (to) query = query.where('target', '=', to);
      const rows = await query.execute();
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
