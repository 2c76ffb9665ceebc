import type { TDeps } from '../../platform/deps.js';
import { resolveOperatorSession, type TOperatorSession } from './operator-sessions.js';

/**
 * The operator behind a session token (header X-Operator-Token), or null: unknown, expired,
 * revoked, disabled, or still enrolling its TOTP. Operator sessions come from the console's log-in
 * (password and TOTP, operator-login.ts); a user token never opens /bb/admin, and an operator token
 * never opens a user's calls.
 */
export async function resolveOperator(deps: TDeps, token: string): Promise<TOperatorSession | null> {
  const session = await resolveOperatorSession(deps, token);
  return session && session.stage === 'ready' ? session : null;
}
