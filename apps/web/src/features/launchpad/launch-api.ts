import {
  launchDetailCall,
  launchListCall,
  launchMineCall,
  launchSubscribeCall,
  type TLaunchDetail,
  type TLaunchProject,
  type TLaunchSubscription,
} from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall, bbCallAnswer } from '../api/bb-call';

export type { TLaunchDetail, TLaunchProject, TLaunchSubscription };
export type TLaunchTab = 'upcoming' | 'subscribing' | 'ended';
export type TLaunchPage = z.output<typeof launchListCall.response>;
export type TLaunchMinePage = z.output<typeof launchMineCall.response>;
export type TLaunchSubscribeInput = { id: number; amount: string; fundPwd: string };

/** POST /subscribe/list: one page of a tab's projects (public). */
export async function fetchLaunchList(params: { tab: TLaunchTab | 'all'; pageNo: number; pageSize: number }): Promise<TLaunchPage> {
  return bbCall(launchListCall, params);
}

/** POST /subscribe/detail: one project with its roadshow, token info and rule (public). */
export async function fetchLaunchDetail(id: number): Promise<TLaunchDetail> {
  return bbCall(launchDetailCall, { id });
}

/** POST /subscribe/my: the caller's subscriptions, newest first; `projectId` 0 for all. */
export async function fetchLaunchMine(params: { projectId: number; pageNo: number; pageSize: number }): Promise<TLaunchMinePage> {
  return bbCall(launchMineCall, params);
}

/** POST /subscribe/apply: commits USDT with the fund password; the subscription as it now stands and the server's message. */
export async function applyLaunch(input: TLaunchSubscribeInput): Promise<{ subscription: TLaunchSubscription; message: string }> {
  const { data, msg } = await bbCallAnswer(launchSubscribeCall, input);
  return { subscription: data, message: msg };
}
