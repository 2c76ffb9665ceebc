import type { FastifyInstance } from 'fastify';
import { scoreHistoryCall, scoreRulesCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { scoreHistory } from './score-history.js';
import { publishedScoreRules } from './score-rules.js';

/** Credit score (issue 15): the published rule table (public) and the caller's own history. */
export function scoreRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, { call: scoreRulesCall, isSmall: true, handler: async () => ({ data: publishedScoreRules() }) });

  defineRoute(app, deps, {
    call: scoreHistoryCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await scoreHistory(deps, user.userId, input) }),
  });
}
