import { ApiError } from '../api/api-error';

/** A failure to reach the server (retry may help), as opposed to its answer (noData: not found, not yours). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError ? error.code === null : Boolean(error);
}
