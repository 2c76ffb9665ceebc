import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps.js';

/** The operator console's "money" calls (issue 18), each declared with defineAdminRoute. */
export function adminMoneyRoutes(app: FastifyInstance, deps: TDeps): void {
  void app;
  void deps;
}
