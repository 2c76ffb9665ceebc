import { CODES } from '@exchange/contracts';
import type { TMessageKey, TMessageVars } from '@exchange/i18n';

/**
 * A failure the user is told about: a message key (translated per request), the envelope code,
 * and the HTTP status (200 for business failures, as the SPEC §8 clients expect).
 */
export class AppError extends Error {
  constructor(
    readonly key: TMessageKey,
    readonly options: { code?: number; vars?: TMessageVars; status?: number; data?: unknown } = {},
  ) {
    super(key);
  }

  get code(): number {
    return this.options.code ?? CODES.failure;
  }

  get status(): number {
    return this.options.status ?? 200;
  }
}

export const needLogin = () => new AppError('pleaseLogin', { code: CODES.needLogin });
export const tooMany = () => new AppError('tooManyRequests', { status: 200 });
