import type { FastifyInstance } from 'fastify';
import { launchDetailCall, launchListCall, launchMineCall, launchSubscribeCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { ensureAsset, presentDetail, presentProjects, presentSubscriptions } from './launch-projects.js';
import { subscribe } from './subscribe.js';
import { launchpadRepository } from './launchpad.repository.js';

/**
 * New-coin subscriptions (issue 16): the projects of a tab, one project, a commitment and the
 * caller's subscriptions. Every call carries `product: 'launchpad'` (declared in contracts): the
 * public ones are refused only when the product is off, the others run the whole access check.
 * Tabs follow the clock: upcoming before the start, subscribing in the window, ended after it.
 */
export function launchpadRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: launchListCall,
    handler: async ({ input, locale }) => {
      const { total, rows } = await launchpadRepository.projectPage(deps.db, deps.clock.now(), input.tab, input);
      return { data: { list: await presentProjects(deps.db, rows, locale, deps.clock.now()), totalRow: Number(total), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  defineRoute(app, deps, {
    call: launchDetailCall,
    handler: async ({ input, locale }) => {
      const row = await launchpadRepository.findVisibleProject(deps.db, BigInt(input.id));
      if (!row) throw new AppError('launchNotFound');
      await ensureAsset(deps.db, row.symbol);
      return { data: await presentDetail(deps.db, row, locale, deps.clock.now()) };
    },
  });

  defineRoute(app, deps, {
    call: launchSubscribeCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input, locale }) => ({ data: await subscribe(deps, user.userId, input, locale) }),
  });

  defineRoute(app, deps, {
    call: launchMineCall,
    auth: true,
    handler: async ({ user, input, locale }) => {
      const { total, rows } = await launchpadRepository.subscriptionPage(deps.db, user.userId, input.projectId, input);
      return { data: { list: await presentSubscriptions(deps.db, rows, locale), totalRow: Number(total), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });
}
