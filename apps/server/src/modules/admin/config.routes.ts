import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps.js';

/** The operator console's "config" calls (issue 18), each declared with defineAdminRoute. */
export function adminConfigRoutes(app: FastifyInstance, deps: TDeps): void {
  void app;
  void deps;
}
