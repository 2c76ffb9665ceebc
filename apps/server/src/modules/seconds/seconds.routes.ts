import type { FastifyInstance } from 'fastify';
import { SECONDS_ENTRY_STATUS, secondsConfigCall, secondsCreateCall, secondsRecordCall, secondsRecordsCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { createSecondsOrder } from './create-order.js';
import { getSecondsConfig } from './seconds-config.js';
import type { TSecondsEngine } from './seconds-engine.js';
import { findOwnSecondsOrder, presentMany } from './seconds-orders.js';
import { secondsRepository } from './seconds.repository.js';

/**
 * Seconds contracts (issue 14), the four SPEC §7 calls under their own envelope (`format:
 * 'result'`: code 200, message, result). Creation carries `product: 'seconds'` (the one access
 * check); every order is its owner's alone (another user's id answers noData).
 */
export function secondsRoutes(app: FastifyInstance, deps: TDeps, engine: TSecondsEngine): void {
  defineRoute(app, deps, {
    call: secondsConfigCall,
    handler: async () => {
      const { result, extra } = await getSecondsConfig(deps);
      return { data: result, extra };
    },
  });

  defineRoute(app, deps, {
    call: secondsCreateCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => {
      const row = await createSecondsOrder(deps, user.userId, input);
      engine.track(row);
      const [order] = await presentMany(deps.db, [row]);
      return { data: order, msg: 'secondsCreated' };
    },
  });

  defineRoute(app, deps, {
    call: secondsRecordsCall,
    auth: true,
    handler: async ({ user, input }) => {
      const status = input.entryStatus === SECONDS_ENTRY_STATUS.settled ? 'settled' : 'open';
      const { rows, total } = await secondsRepository.userPage(deps.db, user.userId, status, input);
      return { data: { list: await presentMany(deps.db, rows), totalRow: total, pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  defineRoute(app, deps, {
    call: secondsRecordCall,
    auth: true,
    handler: async ({ user, input }) => {
      const row = await findOwnSecondsOrder(deps.db, user.userId, BigInt(input.Id));
      if (!row) throw new AppError('noData');
      const [order] = await presentMany(deps.db, [row]);
      return { data: order };
    },
  });
}
