import { OPERATOR_ROLES, type TAdminAction, type TOperatorRole } from '@exchange/contracts';

const ALL = OPERATOR_ROLES;

/**
 * THE policy: which roles may take each action (issue 18 "Roles"). Every operator call names its
 * action and `defineAdminRoute` asks `mayTake` before anything else; the console shows what
 * `/admin/me` says this operator may take. Duties are separate on purpose: an admin configures
 * products and operators but does not decide reviews or move funding; finance moves funding but does
 * not decide reviews. A second operator who approves a two-person action must hold a role that may
 * take it too (approvals.ts).
 */
export const ADMIN_POLICY: Readonly<Record<TAdminAction, readonly TOperatorRole[]>> = {
  'dashboard.read': ALL,
  'audit.read': ALL,
  'approvals.read': ALL,
  'approvals.decide': ALL,
  'operators.read': ['admin'],
  'operators.create': ['admin'],
  'operators.roles': ['admin'],
  'operators.disable': ['admin'],
  'operators.resetTotp': ['admin'],
  'users.read': ['support', 'reviewer', 'finance', 'admin'],
  'users.messages': ['support', 'admin'],
  'users.login': ['support', 'admin'],
  'deposits.read': ['reviewer', 'finance'],
  'deposits.decide': ['reviewer'],
  'withdrawals.read': ['reviewer', 'finance'],
  'withdrawals.decide': ['reviewer'],
  'kyc.read': ['reviewer'],
  'kyc.decide': ['reviewer'],
  'fiat.read': ['reviewer', 'finance'],
  'fiat.decide': ['reviewer'],
  'products.read': ALL,
  'products.set': ['admin'],
  'products.disclosure': ['content'],
  'spot.read': ALL,
  'spot.add': ['admin'],
  'contract.read': ALL,
  'contract.set': ['admin'],
  'seconds.read': ALL,
  'seconds.set': ['admin'],
  'funds.read': ALL,
  'funds.create': ['admin'],
  'funds.stop': ['admin'],
  'launchpad.read': ALL,
  'launchpad.create': ['admin'],
  'fiat.channels': ['admin'],
  'funding.read': ['finance', 'admin'],
  'funding.transfer': ['finance'],
  'params.read': ['admin', 'finance'],
  'params.set': ['admin'],
  'content.read': ['content', 'support', 'admin'],
  'content.edit': ['content'],
};

export function mayTake(roles: readonly TOperatorRole[], action: TAdminAction): boolean {
  return ADMIN_POLICY[action].some((role) => roles.includes(role));
}

/** Every action `roles` may take, in the order of ADMIN_ACTIONS. */
export function actionsOf(roles: readonly TOperatorRole[]): TAdminAction[] {
  return (Object.keys(ADMIN_POLICY) as TAdminAction[]).filter((action) => mayTake(roles, action));
}
