import { endSessionCall, loginFailuresCall, sessionListCall } from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall } from '../api/bb-call';

export type TLoginLogPage = z.output<typeof sessionListCall.response>;
export type TLoginLogEntry = TLoginLogPage['list'][number];
export type TLoginFailuresPage = z.output<typeof loginFailuresCall.response>;
export type TLoginFailureEntry = TLoginFailuresPage['list'][number];

/** POST /user/loginLog: one page of the user's logins and sessions, newest first. */
export async function fetchLoginLog(params: { pageNo: number; pageSize: number }): Promise<TLoginLogPage> {
  return bbCall(sessionListCall, params);
}

/** POST /user/endSession: ends one of the user's sessions; `isCurrent` says it was this one. */
export async function endSessionRequest(id: number): Promise<{ isCurrent: boolean }> {
  return bbCall(endSessionCall, { id });
}

/** POST /user/loginFailures: one page of the wrong passwords given for the user's account, newest first. */
export async function fetchLoginFailures(params: { pageNo: number; pageSize: number }): Promise<TLoginFailuresPage> {
  return bbCall(loginFailuresCall, params);
}
