import type { FastifyInstance } from 'fastify';
import { inviteFriendsCall, inviteRewardsCall, inviteSummaryCall, shareCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { inviteFriends, inviteRewards, inviteSummary, shareInfo } from './invite-views.js';

/**
 * The invite programme (issue 15): share info (SPEC §7 /index/share), the summary of the three
 * levels, the rewards and the friends. Every call reads the caller's own rows only.
 */
export function invitesRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, { call: shareCall, auth: true, handler: async ({ user }) => ({ data: await shareInfo(deps.db, user.userId) }) });
  defineRoute(app, deps, { call: inviteSummaryCall, auth: true, handler: async ({ user }) => ({ data: await inviteSummary(deps.db, user.userId) }) });
  defineRoute(app, deps, { call: inviteRewardsCall, auth: true, handler: async ({ user, input }) => ({ data: await inviteRewards(deps.db, user.userId, input) }) });
  defineRoute(app, deps, { call: inviteFriendsCall, auth: true, handler: async ({ user, input }) => ({ data: await inviteFriends(deps.db, user.userId, input) }) });
}
