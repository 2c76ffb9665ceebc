import type { TFunction } from 'i18next';
import type { TKycError } from './kyc-form';

/** The words of a form error in the current language (an upload's refusal comes already worded by the server). */
export function kycErrorText(t: TFunction, error: TKycError): string {
  if ('text' in error) return error.text;
  return 'webKey' in error ? t(error.webKey) : t(`msg:${error.key}`, error.values);
}
