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

/** SPEC §7: the code of a successful seconds-contract call (its envelope is `code`, `message`, `result`). */
export const RESULT_SUCCESS_CODE = 200;

/**
 * The envelope of the seconds-contract calls (SPEC §7: `code` 200, `message`, `result`), declared
 * with `format: 'result'` on the call. A failure keeps the codes of every other call (0 refused,
 * -2 session gone) with the localized `message` and the machine-readable `err`.
 */
export type TResultEnvelope<T> = {
  code: number;
  message: string;
  result: T | null;
  err?: TMessageKey;
};
