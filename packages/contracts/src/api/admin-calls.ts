import type { TAdminCall } from '../admin/console.js';
import { ADMIN_ACCESS_CALLS } from '../admin/access-calls.js';
import { ADMIN_OPERATORS_CALLS } from '../admin/operators-calls.js';
import { ADMIN_OPS_CALLS } from '../admin/ops-calls.js';
import { ADMIN_FIAT_LATE_CALLS } from '../admin/fiat-late-calls.js';
import { ADMIN_ALERTS_CALLS } from '../admin/alerts-calls.js';
import { ADMIN_CONFIG_CALLS } from '../admin/config-calls.js';
import { ADMIN_CONTENT_CALLS } from '../admin/content-calls.js';
import { ADMIN_MONEY_CALLS } from '../admin/money-calls.js';
import { ADMIN_CHAIN_CALLS } from '../admin/chain-calls.js';

/**
 * Every declared /bb/admin call, by the section of the docs it belongs to. `npm run docs:api`
 * writes docs/api-admin.md and docs/openapi-admin.json from it; a call added to one of the
 * admin lists is documented without more.
 */
export const ADMIN_CALL_GROUPS: readonly (readonly [string, readonly TAdminCall[]])[] = [
  ['Operator access', ADMIN_ACCESS_CALLS],
  ['Operators, audit and approvals', ADMIN_OPERATORS_CALLS],
  ['Users, reviews and the dashboard', ADMIN_OPS_CALLS],
  ['Late fiat payments', ADMIN_FIAT_LATE_CALLS],
  ['Alerts', ADMIN_ALERTS_CALLS],
  ['Products and markets', ADMIN_CONFIG_CALLS],
  ['Content', ADMIN_CONTENT_CALLS],
  ['Funds, launchpad, channels and funding', ADMIN_MONEY_CALLS],
  ['Chains', ADMIN_CHAIN_CALLS],
];
