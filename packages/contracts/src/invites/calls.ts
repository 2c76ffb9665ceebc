import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZDecimal, ZEpochMs } from '../api/fields.js';

const GROUP = 'Invites and cashback';

/** SPEC §9: three friend levels. */
export const INVITE_LEVELS = [1, 2, 3] as const;
export type TInviteLevel = (typeof INVITE_LEVELS)[number];

/** The one-time cashback is paid in USDT, from the rewards account. */
export const CASHBACK_ASSET = 'USDT';

/** SPEC §9: lists page by 10. */
export const INVITE_PAGE_SIZE = 10;

/** The paths of the register pages the invite links open (the web app adds its origin). */
export const INVITE_LINK_PATHS = { mobile: '/register', desktop: '/pc/home' } as const;

/** The invite link's path for an interface, with the code as the register pages read it (`?code=`). */
export function invitePath(code: string, ui: keyof typeof INVITE_LINK_PATHS): string {
  return `${INVITE_LINK_PATHS[ui]}?code=${encodeURIComponent(code)}`;
}

const ZLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** What a poster and the invite screen need: the code and the links of both interfaces. */
export const ZShareInfo = z.strictObject({
  inviteCode: z.string().meta({ description: "The caller's invitation code." }),
  links: z.strictObject({
    mobile: z.string().meta({ description: 'Path of the mobile register page with ?code= (the client adds its origin).' }),
    desktop: z.string().meta({ description: 'Path of the desktop home page with ?code=; its register form is prefilled.' }),
  }),
  poster: z.strictObject({
    qrPath: z.string().meta({ description: 'What the poster QR code opens: the mobile link.' }),
    ratios: z.array(ZDecimal).length(3).meta({ description: 'The rebate ratio of each level (0.2 = 20 %), for the poster text.' }),
    cashback: ZDecimal.meta({ description: 'The one-time cashback per friend, USDT.' }),
  }),
});
export type TShareInfo = z.output<typeof ZShareInfo>;

/** Earned per asset (rebates are paid in the asset the fee was paid in). */
export const ZEarned = z.strictObject({ asset: z.string(), amount: ZDecimal });

export const ZInviteLevelSummary = z.strictObject({
  level: ZLevel,
  ratio: ZDecimal.meta({ description: 'The share of the fees a friend of this level paid that comes back (0.2 = 20 %).' }),
  friends: z.number().int().min(0),
  tradeRebate: z.array(ZEarned).meta({ description: 'Trade rebates paid, per asset.' }),
  cashback: ZDecimal.meta({ description: 'One-time cashback paid, USDT (level 1 only).' }),
  rechargeRebate: ZDecimal.meta({ description: 'Always 0: no rebate is ever paid on deposits or principal.' }),
});

export const ZInviteSummary = z.strictObject({
  inviteCode: z.string(),
  levels: z.array(ZInviteLevelSummary).length(3),
  cashbackAmount: ZDecimal.meta({ description: 'What one friend brings once they are verified and made a first deposit, USDT.' }),
  cashbackDue: z.number().int().min(0).meta({ description: 'Friends whose cashback is due and waits for the next payout window.' }),
  total: z.array(ZEarned).meta({ description: 'Everything paid (rebates and cashback), per asset.' }),
  rechargeRebate: ZDecimal.meta({ description: 'Always 0 (see the README: rebates on deposits would make a pyramid).' }),
});
export type TInviteSummary = z.output<typeof ZInviteSummary>;

const ZPage = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(INVITE_PAGE_SIZE),
});

export const ZRewardsQuery = ZPage.extend({
  level: z.coerce.number().int().min(0).max(3).optional().default(0).meta({ description: '1–3 one level; 0 every level.' }),
  kind: z.enum(['all', 'rebate', 'cashback']).optional().default('all'),
});

export const ZReward = z.strictObject({
  id: z.string(),
  day: ZEpochMs.meta({ description: 'Rebate: the UTC day whose fees it shares; cashback: the day it was paid.' }),
  friend: z.string().meta({ description: "The friend's e-mail or phone, masked." }),
  level: ZLevel,
  kind: z.enum(['rebate', 'cashback']),
  asset: z.string(),
  amount: ZDecimal,
  paidAt: ZEpochMs,
});
export type TReward = z.output<typeof ZReward>;

export const ZRewardsPage = z.strictObject({ list: z.array(ZReward), totalRow: z.number().int().min(0), pageNo: z.number().int(), pageSize: z.number().int() });
export type TRewardsPage = z.output<typeof ZRewardsPage>;

export const ZFriendsQuery = ZPage.extend({
  level: z.coerce.number().int().min(0).max(3).optional().default(0),
});

export const ZFriend = z.strictObject({
  account: z.string().meta({ description: 'E-mail or phone, masked.' }),
  level: ZLevel,
  joinedAt: ZEpochMs,
  isVerified: z.boolean().meta({ description: 'Identity verified (KYC).' }),
});
export type TFriend = z.output<typeof ZFriend>;

export const ZFriendsPage = z.strictObject({ list: z.array(ZFriend), totalRow: z.number().int().min(0), pageNo: z.number().int(), pageSize: z.number().int() });
export type TFriendsPage = z.output<typeof ZFriendsPage>;

export const shareCall = defineCall({
  method: 'POST',
  path: '/index/share',
  auth: true,
  group: GROUP,
  summary: "SPEC §7 share info: the caller's invitation code, the invite link of each interface and what the poster shows.",
  request: z.object({}),
  response: ZShareInfo,
});

export const inviteSummaryCall = defineCall({
  method: 'POST',
  path: '/invite/summary',
  auth: true,
  group: GROUP,
  summary: 'The rebate ratio, the friends and what was earned at each of the three levels, and the totals.',
  description:
    'Trade rebates are a share of the fees friends paid on spot trades, contract opening and closing and seconds contracts, ' +
    'paid per UTC day in the maintenance window (03:00–05:00 UTC) from the fee account. The one-time cashback is paid for a ' +
    'level-1 friend who is verified and made a first deposit, from the funded rewards account. No rebate is paid on deposits.',
  request: z.object({}),
  response: ZInviteSummary,
});

export const inviteRewardsCall = defineCall({
  method: 'POST',
  path: '/invite/rewards',
  auth: true,
  group: GROUP,
  summary: "The caller's payouts, newest first: day, friend (masked), level, kind, asset and amount.",
  request: ZRewardsQuery,
  response: ZRewardsPage,
});

export const inviteFriendsCall = defineCall({
  method: 'POST',
  path: '/invite/friends',
  auth: true,
  group: GROUP,
  summary: "The caller's friends on the three levels, newest first, with their account masked.",
  request: ZFriendsQuery,
  response: ZFriendsPage,
});

export const INVITE_CALLS = [shareCall, inviteSummaryCall, inviteRewardsCall, inviteFriendsCall] as const;
