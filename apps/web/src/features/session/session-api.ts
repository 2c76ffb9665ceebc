import { loginCall, logoutCall, userInfoCall } from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';

/** POST /user/login: `account` is an e-mail, or area code + number digits (SPEC §5). */
export function logInRequest(input: { account: string; password: string }) {
  return bbCallAnswer(loginCall, input);
}

export function logOutRequest() {
  return bbCallAnswer(logoutCall);
}

export function fetchProfile() {
  return bbCall(userInfoCall);
}
