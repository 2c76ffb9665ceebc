import { ZSendEmailCode, ZSendPhoneCode } from '@exchange/contracts';
import { targetParams, type TTargetFields } from './auth-api';
import type { TFieldErrors } from './field-errors';
import { firstError } from './first-error';

export type TTargetField = 'email' | 'areaCode' | 'phone';

/**
 * The e-mail, or the area code and phone, checked alone with the schema of the send-code calls:
 * what must hold before a code can be asked for, and nothing else of the form.
 */
export function targetErrors(target: TTargetFields): TFieldErrors<TTargetField> {
  if (target.mode === 'email') {
    const key = firstError(ZSendEmailCode, targetParams(target));
    return key ? { email: key } : {};
  }
  const key = firstError(ZSendPhoneCode, targetParams(target));
  if (!key) return {};
  return key === 'areaCodeRequired' ? { areaCode: key } : { phone: key };
}

/** A target that passes every rule, standing in for the user's while another field is checked alone. */
export const SAMPLE_TARGET = { email: 'someone@example.com' } as const;

/** The user's target when it is valid (a password must not equal it), else the stand-in. */
export function ownerOrSample(target: TTargetFields) {
  return Object.keys(targetErrors(target)).length === 0 ? targetParams(target) : SAMPLE_TARGET;
}
