import { inviteFriendsCall, inviteRewardsCall, inviteSummaryCall, shareCall, type TFriendsPage, type TInviteSummary, type TRewardsPage, type TShareInfo } from '@exchange/contracts';
import { bbCall } from '../api/bb-call';

export type { TFriendsPage, TInviteSummary, TRewardsPage, TShareInfo };
export type TRewardKind = 'all' | 'rebate' | 'cashback';

/** POST /index/share (SPEC §7): the code, the links' paths and the poster's text. */
export async function fetchShare(): Promise<TShareInfo> {
  return bbCall(shareCall);
}

/** POST /invite/summary: ratios, friends and earnings per level, and the totals. */
export async function fetchInviteSummary(): Promise<TInviteSummary> {
  return bbCall(inviteSummaryCall);
}

/** POST /invite/rewards: one page of the caller's payouts, newest first. */
export async function fetchRewards(params: { pageNo: number; pageSize: number; level: number; kind: TRewardKind }): Promise<TRewardsPage> {
  return bbCall(inviteRewardsCall, params);
}

/** POST /invite/friends: one page of the caller's friends on the three levels, newest first. */
export async function fetchFriends(params: { pageNo: number; pageSize: number; level: number }): Promise<TFriendsPage> {
  return bbCall(inviteFriendsCall, params);
}
