import type { TProfile } from '@exchange/contracts';

/** A phone number as people read it: "+44 7700900123". */
export function phoneLabel(areaCode: string, phone: string): string {
  return phone ? `+${areaCode} ${phone}` : '';
}

/** Who is logged in, in one line: the e-mail, else the phone number. */
export function accountLabel(profile: TProfile | undefined): string {
  if (!profile) return '';
  return profile.email || phoneLabel(profile.areaCode, profile.phone);
}
