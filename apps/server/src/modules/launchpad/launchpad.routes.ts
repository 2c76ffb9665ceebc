import type { FastifyInstance } from 'fastify';
import { launchDetailCall, launchListCall, launchMineCall, launchSubscribeCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { ensureAsset, presentDetail, presentProjects, presentSubscriptions } from './launch-projects.js';
import { subscribe } from './subscribe.js';

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
      const now = BigInt(deps.clock.now());
      let base = deps.db.selectFrom('launch_projects').where('status', '!=', 'cancelled');
      if (input.tab === 'upcoming') base = base.where('start_at', '>', now);
      if (input.tab === 'subscribing') base = base.where('start_at', '<=', now).where('end_at', '>', now);
      if (input.tab === 'ended') base = base.where('end_at', '<=', now);
      const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
      // Upcoming: the next to open first; otherwise the newest window first.
      const ordered = input.tab === 'upcoming' ? base.orderBy('start_at', 'asc').orderBy('id', 'asc') : base.orderBy('start_at', 'desc').orderBy('id', 'desc');
      const rows = await ordered.selectAll().limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
      return { data: { list: await presentProjects(deps.db, rows, locale, deps.clock.now()), totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });

  defineRoute(app, deps, {
    call: launchDetailCall,
    handler: async ({ input, locale }) => {
      const row = await deps.db.selectFrom('launch_projects').selectAll().where('id', '=', BigInt(input.id)).where('status', '!=', 'cancelled').executeTakeFirst();
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
      let base = deps.db.selectFrom('launch_subscriptions').where('user_id', '=', user.userId);
      if (input.projectId > 0) base = base.where('project_id', '=', BigInt(input.projectId));
      const total = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize).execute();
      return { data: { list: await presentSubscriptions(deps.db, rows, locale), totalRow: Number(total.n), pageNo: input.pageNo, pageSize: input.pageSize } };
    },
  });
}
