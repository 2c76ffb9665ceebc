import { endSessionCall, loginFailuresCall, sessionListCall } from '@exchange/contracts';
import type { z } from 'zod';
import { checked } from '../api/checked';
import { request } from '../api/http';

export type TLoginLogPage = z.output<typeof sessionListCall.response>;
export type TLoginLogEntry = TLoginLogPage['list'][number];
export type TLoginFailuresPage = z.output<typeof loginFailuresCall.response>;
export type TLoginFailureEntry = TLoginFailuresPage['list'][number];

/** POST /user/loginLog: one page of the user's logins and sessions, newest first. */
export async function fetchLoginLog(params: { pageNo: number; pageSize: number }): Promise<TLoginLogPage> {
  return checked(sessionListCall.response, await request<unknown>(sessionListCall.path, { params }));
}

/** POST /user/endSession: ends one of the user's sessions; `isCurrent` says it was this one. */
export async function endSessionRequest(id: number): Promise<{ isCurrent: boolean }> {
  return checked(endSessionCall.response, await request<unknown>(endSessionCall.path, { params: { id } }));
}

/** POST /user/loginFailures: one page of the wrong passwords given for the user's account, newest first. */
export async function fetchLoginFailures(params: { pageNo: number; pageSize: number }): Promise<TLoginFailuresPage> {
  return checked(loginFailuresCall.response, await request<unknown>(loginFailuresCall.path, { params }));
}
