import type { FastifyInstance } from 'fastify';
import { CHECKPOINTS_PAGE, transparencyCheckpointsCall, transparencyProofCall } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { transparencyRepository } from './transparency.repository.js';
import { presentCheckpoint } from './present-checkpoint.js';
import { proofOf } from './liability-proof.js';

export function transparencyRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: transparencyCheckpointsCall,
    auth: false,
    handler: async ({ input }) => {
      const rows = await transparencyRepository.listCheckpoints(deps.db, (input.page - 1) * CHECKPOINTS_PAGE, CHECKPOINTS_PAGE + 1);
      const list = rows.slice(0, CHECKPOINTS_PAGE).map(presentCheckpoint);
      const newest = input.page === 1 ? rows[0] : (await transparencyRepository.listCheckpoints(deps.db, 0, 1))[0];
      return { data: { publicKey: newest?.public_key ?? '', list, hasMore: rows.length > CHECKPOINTS_PAGE } };
    },
  });

  defineRoute(app, deps, {
    call: transparencyProofCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await proofOf(deps.db, user.userId, input.checkpointId === undefined ? null : BigInt(input.checkpointId)) }),
  });
}
