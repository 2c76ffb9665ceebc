import { totpDisableCall, totpEnableCall, totpSetupCall, totpStatusCall } from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';

/** Whether two-factor log-in is on, since when, and the recovery codes left. */
export function fetchTotpStatus() {
  return bbCall(totpStatusCall);
}

/** Begins a set-up with the login password: a new secret to scan (nothing changes until it is confirmed). */
export function totpSetupRequest(password: string) {
  return bbCallAnswer(totpSetupCall, { password });
}

/** Confirms the set-up with a code from the new secret: answers the ten recovery codes, once. */
export function totpEnableRequest(code: string) {
  return bbCallAnswer(totpEnableCall, { code });
}

export function totpDisableRequest(password: string, code: string) {
  return bbCallAnswer(totpDisableCall, { password, code });
}
