import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { pageOf, ZDecimal, ZEpochMs, ZIdString } from '../api/fields.js';

/**
 * New-coin subscriptions (issue 16; SPEC §1, §3 "Subscription project"). A project sells a new
 * token's supply at a fixed USDT price during a window. The supply is escrowed before it opens.
 * Subscribers commit USDT (frozen); at the end a durable job allocates by the published rule
 * (launchpad/allocate.ts): everyone gets what they asked for when the supply covers it, otherwise a
 * share pro rata to the commitment, with every unit placed by largest remainder. The cost is
 * rounded up and never above the commitment; the rest is refunded. Tokens stay locked until the
 * lock period ends.
 */
const GROUP = 'New-coin subscriptions';
const ACCESS = 'Behind the product access check (`launchpad`).';

/** Commitments are made and tokens are priced in USDT. */
export const LAUNCH_QUOTE = 'USDT';

/**
 * A project's state, from its times and its jobs: `upcoming` before start, `subscribing` in the
 * window, `allocating` after the end until the allocation job has run, `locked` once allocated
 * until the lock ends, `ended` once released.
 */
export const LAUNCH_STATES = ['upcoming', 'subscribing', 'allocating', 'locked', 'ended'] as const;
export type TLaunchState = (typeof LAUNCH_STATES)[number];

/** The list's tabs (SPEC §2): upcoming, subscribing, ended (allocating, locked and ended). */
export const LAUNCH_TABS = ['upcoming', 'subscribing', 'ended'] as const;

/** A subscription waits (`pending`) until the allocation, is `allocated` with its tokens locked, then `released`. */
export const SUBSCRIPTION_STATES = ['pending', 'allocated', 'released'] as const;
export type TSubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const LAUNCH_PAGE_SIZE = 10;

const ZId = z.coerce.number({ error: 'launchNotFound' }).int('launchNotFound').positive('launchNotFound').max(Number.MAX_SAFE_INTEGER, 'launchNotFound');
const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(LAUNCH_PAGE_SIZE),
};

export const ZLaunchProject = z.strictObject({
  id: z.number().int().positive(),
  symbol: z.string().meta({ description: "The token's symbol, a new asset of the exchange." }),
  name: z.string().meta({ description: "The token's name in the reader's language (en-US when it has none)." }),
  summary: z.string().meta({ description: 'One line about the project, in the reader\'s language.' }),
  scale: z.number().int().min(0).max(18).meta({ description: "The token's decimals." }),
  supply: ZDecimal.meta({ description: 'Tokens for sale, all escrowed before the project opened.' }),
  price: ZDecimal.meta({ description: 'USDT per token.' }),
  minCommit: ZDecimal.meta({ description: 'The smallest commitment, USDT.' }),
  buyLimit: ZDecimal.meta({ description: 'The most one user may commit in all, USDT.' }),
  startTime: ZEpochMs,
  endTime: ZEpochMs,
  lockDays: z.number().int().min(0),
  unlockTime: ZEpochMs.meta({ description: 'endTime + lockDays: allocated tokens are released then.' }),
  state: z.enum(LAUNCH_STATES),
  committed: ZDecimal.meta({ description: 'Pool: USDT committed by everyone.' }),
  participants: z.number().int().min(0),
  hardCap: ZDecimal.meta({ description: 'What the whole supply costs, USDT: supply × price. Committed above it means oversubscribed.' }),
  allocated: ZDecimal.meta({ description: 'Tokens allocated (0 until the allocation ran).' }),
  market: z.string().nullable().meta({ description: 'The spot market listed for the token, e.g. `abcusdt`, once the operator listed one.' }),
  images: z.array(z.string()).meta({ description: 'Roadshow images (public paths or https addresses), the logo first.' }),
});
export type TLaunchProject = z.output<typeof ZLaunchProject>;

export const ZLaunchList = z.object({
  ...ZPage,
  tab: z.enum(['all', ...LAUNCH_TABS]).optional().default('all'),
});

export const ZLaunchDetailQuery = z.object({ id: ZId });

export const ZLaunchDetail = ZLaunchProject.extend({
  roadshow: z.string().meta({ description: "The roadshow text in the reader's language, paragraphs separated by blank lines." }),
  tokenInfo: z.array(z.strictObject({ label: z.string(), value: z.string() })).meta({ description: "Token facts (chain, total supply, site…) in the reader's language." }),
  rule: z.string().meta({ description: 'The allocation rule in words, in the reader\'s language.' }),
});
export type TLaunchDetail = z.output<typeof ZLaunchDetail>;

/** A commitment (added to the caller's earlier ones in the same project, up to buyLimit), with the fund password. */
export const ZLaunchSubscribe = z.object({
  id: ZId,
  amount: z.string({ error: 'enterAmount' }).trim().max(64, 'amountAboveMaximum').meta({ description: 'USDT to commit.' }),
  fundPwd: z.string().trim().max(16).optional().default(''),
});
export type TLaunchSubscribe = z.output<typeof ZLaunchSubscribe>;

export const ZLaunchSubscription = z.strictObject({
  id: ZIdString,
  projectId: z.number().int().positive(),
  symbol: z.string(),
  name: z.string(),
  price: ZDecimal,
  committed: ZDecimal.meta({ description: 'USDT committed (frozen until the allocation).' }),
  allocated: ZDecimal.meta({ description: 'Tokens allocated; 0 while pending.' }),
  cost: ZDecimal.meta({ description: 'USDT paid for them: allocated × price, rounded up, never above committed.' }),
  refund: ZDecimal.meta({ description: 'USDT returned: committed − cost.' }),
  state: z.enum(SUBSCRIPTION_STATES),
  unlockTime: ZEpochMs.meta({ description: 'When the allocated tokens become available.' }),
  subscribedAt: ZEpochMs.meta({ description: 'The first commitment: it breaks ties in the allocation.' }),
  allocatedAt: ZEpochMs.nullable(),
  releasedAt: ZEpochMs.nullable(),
});
export type TLaunchSubscription = z.output<typeof ZLaunchSubscription>;

export const ZLaunchMine = z.object({
  ...ZPage,
  projectId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().default(0).meta({ description: 'Only this project; 0 all.' }),
});

export const launchListCall = defineCall({
  method: 'POST',
  path: '/subscribe/list',
  auth: false,
  product: 'launchpad',
  group: GROUP,
  summary: 'The projects of a tab (upcoming, subscribing, ended), with price, supply, window, lock and pool.',
  request: ZLaunchList,
  response: pageOf(ZLaunchProject),
});

export const launchDetailCall = defineCall({
  method: 'POST',
  path: '/subscribe/detail',
  auth: false,
  product: 'launchpad',
  group: GROUP,
  summary: 'One project: roadshow, token info, pool and the allocation rule.',
  request: ZLaunchDetailQuery,
  response: ZLaunchDetail,
  errors: ['launchNotFound'],
});

export const launchSubscribeCall = defineCall({
  method: 'POST',
  path: '/subscribe/apply',
  auth: true,
  product: 'launchpad',
  group: GROUP,
  summary: 'Commits USDT to a project in its window, with the fund password: it is frozen in the coin wallet until the allocation.',
  description:
    `${ACCESS} A second commitment adds to the first. Refused outside the window, below the minimum, above the caller's buy limit (all commitments counted) and without the balance. ` +
    'At the end, if the pool is at most the hard cap everyone gets what their commitment buys; otherwise each gets a share of the supply pro rata to their commitment (never more than it buys), whole units by largest remainder, ties to the earlier subscriber. ' +
    'The cost is rounded up and never above the commitment; the rest is refunded in the same transaction.',
  request: ZLaunchSubscribe,
  response: ZLaunchSubscription,
  params: { amount: 'USDT, at most 8 decimals.', fundPwd: 'The 6-digit fund password.' },
  errors: [
    'launchNotFound',
    'launchNotOpen',
    'enterAmount',
    'invalidAmount',
    'amountAboveMaximum',
    'launchBelowMinimum',
    'launchAboveLimit',
    'enterFundPassword',
    'fundPasswordNotSet',
    'fundPasswordIncorrect',
    'insufficientBalance',
  ],
});

export const launchMineCall = defineCall({
  method: 'POST',
  path: '/subscribe/my',
  auth: true,
  product: 'launchpad',
  group: GROUP,
  summary: "The caller's subscriptions, newest first: commitment, allocation, cost, refund and lock end.",
  request: ZLaunchMine,
  response: pageOf(ZLaunchSubscription),
});

export const LAUNCH_CALLS = [launchListCall, launchDetailCall, launchSubscribeCall, launchMineCall];
