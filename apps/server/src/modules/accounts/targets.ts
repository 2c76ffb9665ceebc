import { phoneAccount } from '@exchange/contracts';
import type { TChannel } from '../../platform/messaging/notifier.js';

/** Where a code goes and what identifies an account: a lower-cased e-mail, or area code + number. */
export type TTarget = { channel: TChannel; target: string };

export function emailTarget(email: string): TTarget {
  return { channel: 'email', target: email.toLowerCase() };
}

export function phoneTarget(areaCode: string, phone: string): TTarget {
  return { channel: 'sms', target: phoneAccount(areaCode, phone) };
}

/** E-mail mode unless a phone number is given (the same rule as the shared schemas). */
export function targetOf(input: { email: string; areaCode: string; phone: string }): TTarget {
  return input.phone ? phoneTarget(input.areaCode, input.phone) : emailTarget(input.email);
}

/** A login or bind `account`: an e-mail, or digits (with `areaCode` when given separately). */
export function accountTarget(account: string, areaCode: string): TTarget {
  if (account.includes('@')) return emailTarget(account);
  return areaCode ? phoneTarget(areaCode, account) : { channel: 'sms', target: account.replace(/\D/g, '') };
}
