import type { TMessageKey } from '@exchange/i18n';
import { ApiError } from '../api/api-error';
import { i18n } from '../locale/i18n';
import { notify } from './notify';

/** A failed call's message (already localized by the server), or the generic "error" (SPEC §8). */
export function showFailure(error: unknown): void {
  // Code -2 has already been shown by the session-gone handler.
  if (error instanceof ApiError && error.code === -2) return;
  notify.error(error instanceof ApiError && error.message ? error.message : i18n.t('msg:error'));
}

/** A form rule that failed on the client: the same message the server would give (SPEC §5). */
export function showInvalid(key: TMessageKey, values?: Record<string, string>): void {
  const message = i18n.t(`msg:${key}`, values);
  if (key === 'passwordsInconsistent') notify.warning(message);
  else notify.error(message);
}
