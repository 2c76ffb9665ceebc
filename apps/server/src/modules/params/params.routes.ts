import type { FastifyInstance } from 'fastify';
import { paramByNameCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { paramsRepository } from './params.repository.js';

export function paramsRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: paramByNameCall,
    handler: async ({ input }) => {
      const row = await paramsRepository.getPublic(deps.db, input.paramName);
      if (!row) throw new AppError('noData');
      return { data: { valueName: row.value } };
    },
  });
}
