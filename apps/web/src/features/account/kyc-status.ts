/**
 * SPEC §4 KYC states as the profile's `auth` reports them: 0 not authenticated, 1 under review,
 * 2 authenticated, 3 rejected (the user may submit again).
 */
export function kycStatusKey(auth: number): string {
  if (auth === 2) return 'security.kycDone';
  if (auth === 1) return 'security.kycReview';
  if (auth === 3) return 'security.kycRejected';
  return 'security.kycNone';
}
