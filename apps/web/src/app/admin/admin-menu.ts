import type { TAdminAction } from '@exchange/contracts';

/**
 * The console's screens: path (under /admin), the catalog key of its menu label, its menu group,
 * and the action whose permission shows it (the server still checks every call).
 */
export type TAdminScreen = { path: string; label: string; group: string; action: TAdminAction };

export const ADMIN_SCREENS: readonly TAdminScreen[] = [
  { path: '/', label: 'shell.menu.dashboard', group: 'overview', action: 'dashboard.read' },
  { path: '/approvals', label: 'shell.menu.approvals', group: 'overview', action: 'approvals.read' },
  { path: '/users', label: 'shell.menu.users', group: 'users', action: 'users.read' },
  { path: '/reviews/deposits', label: 'shell.menu.deposits', group: 'reviews', action: 'deposits.read' },
  { path: '/reviews/withdrawals', label: 'shell.menu.withdrawals', group: 'reviews', action: 'withdrawals.read' },
  { path: '/reviews/kyc', label: 'shell.menu.kyc', group: 'reviews', action: 'kyc.read' },
  { path: '/reviews/fiat', label: 'shell.menu.fiat', group: 'reviews', action: 'fiat.read' },
  { path: '/reviews/fiat-late', label: 'shell.menu.fiatLate', group: 'reviews', action: 'fiat.read' },
  { path: '/products', label: 'shell.menu.products', group: 'products', action: 'products.read' },
  { path: '/products/spot', label: 'shell.menu.spot', group: 'products', action: 'spot.read' },
  { path: '/products/contract', label: 'shell.menu.contract', group: 'products', action: 'contract.read' },
  { path: '/products/seconds', label: 'shell.menu.seconds', group: 'products', action: 'seconds.read' },
  { path: '/products/funds', label: 'shell.menu.funds', group: 'products', action: 'funds.read' },
  { path: '/products/launchpad', label: 'shell.menu.launchpad', group: 'products', action: 'launchpad.read' },
  { path: '/products/channels', label: 'shell.menu.channels', group: 'products', action: 'fiat.channels' },
  { path: '/funding', label: 'shell.menu.funding', group: 'money', action: 'funding.read' },
  { path: '/chain', label: 'shell.menu.chain', group: 'money', action: 'funding.read' },
  { path: '/params', label: 'shell.menu.params', group: 'money', action: 'params.read' },
  { path: '/content/help', label: 'shell.menu.help', group: 'content', action: 'content.read' },
  { path: '/content/pages', label: 'shell.menu.pages', group: 'content', action: 'content.read' },
  { path: '/content/notices', label: 'shell.menu.notices', group: 'content', action: 'content.read' },
  { path: '/operators', label: 'shell.menu.operators', group: 'admin', action: 'operators.read' },
  { path: '/audit', label: 'shell.menu.audit', group: 'admin', action: 'audit.read' },
];

export const ADMIN_MENU_GROUPS = ['overview', 'users', 'reviews', 'products', 'money', 'content', 'admin'] as const;
