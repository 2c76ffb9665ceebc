import type { TAdminAction } from '@exchange/contracts';

/**
 * What each `npm run ops` command is, for THE policy (modules/admin/policy.ts): the action its
 * operator must be allowed to take. A command missing here is refused (a new command cannot slip
 * past the policy).
 */
export const OPS_ACTIONS: Readonly<Record<string, TAdminAction>> = {
  'param:list': 'params.read',
  'param:get': 'params.read',
  'param:set': 'params.set',
  'audit:list': 'audit.read',
  'deposit:list': 'deposits.read',
  'deposit:approve': 'deposits.decide',
  'deposit:reject': 'deposits.decide',
  'withdrawal:list': 'withdrawals.read',
  'withdrawal:approve': 'withdrawals.decide',
  'withdrawal:reject': 'withdrawals.decide',
  'operator:create': 'operators.create',
  'operator:roles': 'operators.roles',
  'operator:disable': 'operators.disable',
  'operator:enable': 'operators.disable',
  'operator:reset-totp': 'operators.resetTotp',
  'product:list': 'products.read',
  'product:set': 'products.set',
  'contract:list': 'contract.read',
  'contract:set': 'contract.set',
  'contract:fund': 'funding.transfer',
  'seconds:list': 'seconds.read',
  'seconds:set': 'seconds.set',
  'seconds:fund': 'funding.transfer',
  'score:adjust': 'users.messages',
  'kyc:list': 'kyc.read',
  'kyc:approve': 'kyc.decide',
  'kyc:reject': 'kyc.decide',
  'notice:add': 'content.edit',
  'notice:edit': 'content.edit',
  'notice:list': 'content.read',
  'notice:unpublish': 'content.edit',
  'notice:publish': 'content.edit',
  'invite:list': 'params.read',
  'invite:set': 'params.set',
  'invite:fund': 'funding.transfer',
  'invite:pay-now': 'params.set',
  'launch:create': 'launchpad.create',
  'launch:list': 'launchpad.read',
  'launch:run-now': 'launchpad.create',
  'market:add': 'spot.add',
  'market:list': 'spot.read',
  'earn:fund': 'funding.transfer',
  'fund:create': 'funds.create',
  'fund:list': 'funds.read',
  'fund:stop': 'funds.stop',
  'fund:run-now': 'funds.create',
  'fiat:channels': 'fiat.read',
  'fiat:channel': 'fiat.channels',
  'fiat:fund': 'funding.transfer',
  'fiat:orders': 'fiat.read',
  'fiat:confirm': 'fiat.decide',
  'fiat:reject': 'fiat.decide',
  'fiat:payout': 'fiat.decide',
  'fiat:payout-reject': 'fiat.decide',
  'fiat:run-now': 'fiat.decide',
  'job:list': 'dashboard.read',
  'alert:list': 'dashboard.read',
  'job:retry': 'params.set',
};

/** A console call a command becomes: its path under /bb and its input. */
export type TConsoleCall = { path: string; input: Record<string, unknown> };

const need = (value: string | undefined): string => {
  if (!value) throw new Error('usage: npm run ops -- help');
  return value;
};
const reasonOf = (words: string[], fallback: string) => words.join(' ') || fallback;

/**
 * The commands that may fall under the two-person rule run as the console's own call (the same
 * policy, approvals and audit, in the same code): above the threshold they are held for a second
 * operator, who approves them in the console's Approvals.
 */
export const OPS_CONSOLE_CALLS: Readonly<Record<string, (args: string[]) => TConsoleCall>> = {
  'deposit:approve': ([id, ...reason]) => ({ path: '/admin/deposits/approve', input: { id: Number(need(id)), reason: reasonOf(reason, '') } }),
  'withdrawal:approve': ([id, txHash]) => ({ path: '/admin/withdrawals/approve', input: { id: Number(need(id)), txHash: txHash ?? '' } }),
  'fiat:confirm': ([id, ...reason]) => ({ path: '/admin/fiat/confirm', input: { id: need(id), reason: reasonOf(reason, '') } }),
  'fiat:payout': ([id, bankRef, ...reason]) => ({ path: '/admin/fiat/payout', input: { id: need(id), bankRef: need(bankRef), reason: reasonOf(reason, '') } }),
  'fund:stop': ([id, ...reason]) => ({ path: '/admin/funds/stop', input: { id: Number(need(id)), reason: reasonOf(reason, '') } }),
  'param:set': ([name, value, ...reason]) => ({ path: '/admin/params/set', input: { name: need(name), value: need(value), reason: reasonOf(reason, 'set from ops') } }),
  'operator:create': ([name, roles, ...reason]) => ({ path: '/admin/operators/create', input: { name: need(name), roles: need(roles).split(','), reason: reasonOf(reason, 'created from ops') } }),
  'operator:roles': ([name, roles, ...reason]) => ({ path: '/admin/operators/roles', input: { name: need(name), roles: need(roles).split(','), reason: reasonOf(reason, 'changed from ops') } }),
  'contract:set': ([symbol, field, value, ...more]) =>
    symbol === 'cap'
      ? { path: '/admin/contract/cap', input: { country: need(field), maxLeverage: need(value) === '-' ? null : Number(value), reason: reasonOf(more, 'set from ops') } }
      : { path: '/admin/contract/set', input: { symbol: need(symbol), field: need(field), value: need(value), reason: reasonOf(more, 'set from ops') } },
};

/**
 * Capital booked straight into a product account (`contract:fund`, `seconds:fund`, …): the amount
 * argument and its asset, so that above the threshold the command refuses and points to the
 * console's funding (booked there, a second operator approves).
 */
export function capitalOf(command: string, args: string[]): { asset: string; amount: string } | null {
  if (command === 'contract:fund') return { asset: 'USDT', amount: args[1] ?? '' };
  if (command === 'earn:fund') return { asset: (args[0] ?? '').toUpperCase(), amount: args[1] ?? '' };
  if (command === 'seconds:fund' || command === 'invite:fund' || command === 'fiat:fund') return { asset: 'USDT', amount: args[0] ?? '' };
  return null;
}

/** Money terms changed outside the console calls above: a second operator approves them in the console. */
export function isMoneyChange(command: string, args: string[]): boolean {
  if (command === 'seconds:set') return args[0] === 'add' || ['incomeRate', 'min', 'max'].includes(args[1] ?? '');
  if (command === 'fiat:channel') return ['buyRate', 'sellRate', 'min', 'max', 'account', 'name', 'bankName', 'ifsc'].includes(args[1] ?? '');
  return false;
}
