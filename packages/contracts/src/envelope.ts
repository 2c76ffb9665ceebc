import type { TMessageKey } from '@exchange/i18n';

/** SPEC §7/§8 response codes: 1 success, -2 session gone (the client logs out), anything else a failure. */
export const CODES = { success: 1, failure: 0, needLogin: -2 } as const;

/** The envelope of every /bb call (the seconds-contract calls use code 200, message, result instead). */
export type TEnvelope<T> = {
  code: number;
  msg: string;
  data: T | null;
  /** Machine-readable reason of a failure: the message key, stable across languages. */
  err?: TMessageKey;
};
