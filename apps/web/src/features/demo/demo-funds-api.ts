import { demoFundsClaimCall, demoFundsStatusCall } from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';

/** POST /user/demoFunds: whether the user can claim demo funds now, and what a claim pays. */
export function fetchDemoFunds() {
  return bbCall(demoFundsStatusCall);
}

/** POST /user/demoFunds/claim: the day's demo funds into the coin account (demo mode only). */
export function claimDemoFundsRequest() {
  return bbCallAnswer(demoFundsClaimCall);
}
