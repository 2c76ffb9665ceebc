import { userUpdateCountryCall, type TProfile } from '@exchange/contracts';
import { call } from '../api/http';

/** POST /user/updateCountry: the declared country (ISO code); answers the updated profile. */
export function updateCountryRequest(country: string) {
  return call<TProfile>(userUpdateCountryCall.path, { params: { country } });
}
