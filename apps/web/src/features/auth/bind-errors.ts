import { ZBindAccount, ZSendBindCode, ZSendEmailCode } from '@exchange/contracts';
import type { TFieldErrors } from './field-errors';
import { firstError } from './first-error';

export type TBindField = 'areaCode' | 'account' | 'code';

/** The bind form's fields, top to bottom. */
export const BIND_FIELDS: readonly TBindField[] = ['areaCode', 'account', 'code'];

type TBindValues = { account: string; areaCode: string; code: string };

/**
 * The bind form's errors per field, from the shared schemas: the e-mail (or the area code and
 * number) as the send-code call checks it; with `withCode`, the code as ZBindAccount checks it.
 */
export function bindFieldErrors(input: TBindValues, isPhone: boolean, withCode: boolean): TFieldErrors<TBindField> {
  const account = input.account.trim();
  const errors: TFieldErrors<TBindField> = {};
  const target = isPhone ? firstError(ZSendBindCode, { account, areaCode: input.areaCode.trim() }) : firstError(ZSendEmailCode, { email: account });
  if (target) errors[target === 'areaCodeRequired' ? 'areaCode' : 'account'] = target;
  const code = withCode ? firstError(ZBindAccount, { account: 'someone@example.com', areaCode: '', code: input.code.trim() }) : null;
  if (code) errors.code = code;
  return errors;
}
