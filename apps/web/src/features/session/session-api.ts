import type { TLoginResult, TProfile } from '@exchange/contracts';
import { call, request } from '../api/http';

/** POST /user/login: `account` is an e-mail, or area code + number digits (SPEC §5). */
export function logInRequest(input: { account: string; password: string }) {
  return call<TLoginResult>('/user/login', { params: input });
}

export function logOutRequest() {
  return call<null>('/user/logout');
}

export function fetchProfile() {
  return request<TProfile>('/user/info');
}
