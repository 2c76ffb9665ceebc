import { inviteFriendsCall, inviteRewardsCall, inviteSummaryCall, shareCall, type TFriendsPage, type TInviteSummary, type TRewardsPage, type TShareInfo } from '@exchange/contracts';
import { checked } from '../api/checked';
import { request } from '../api/http';

export type { TFriendsPage, TInviteSummary, TRewardsPage, TShareInfo };
export type TRewardKind = 'all' | 'rebate' | 'cashback';

/** POST /index/share (SPEC §7): the code, the links' paths and the poster's text. */
export async function fetchShare(): Promise<TShareInfo> {
  return checked(shareCall.response, await request<unknown>(shareCall.path));
}

/** POST /invite/summary: ratios, friends and earnings per level, and the totals. */
export async function fetchInviteSummary(): Promise<TInviteSummary> {
  return checked(inviteSummaryCall.response, await request<unknown>(inviteSummaryCall.path));
}

/** POST /invite/rewards: one page of the caller's payouts, newest first. */
export async function fetchRewards(params: { pageNo: number; pageSize: number; level: number; kind: TRewardKind }): Promise<TRewardsPage> {
  return checked(inviteRewardsCall.response, await request<unknown>(inviteRewardsCall.path, { params }));
}

/** POST /invite/friends: one page of the caller's friends on the three levels, newest first. */
export async function fetchFriends(params: { pageNo: number; pageSize: number; level: number }): Promise<TFriendsPage> {
  return checked(inviteFriendsCall.response, await request<unknown>(inviteFriendsCall.path, { params }));
}
