import { userUpdateCountryCall } from '@exchange/contracts';
import { bbCallAnswer } from '../api/bb-call';

/** POST /user/updateCountry: the declared country (ISO code); answers the updated profile. */
export function updateCountryRequest(country: string) {
  return bbCallAnswer(userUpdateCountryCall, { country });
}
