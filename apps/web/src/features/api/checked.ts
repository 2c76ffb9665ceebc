import '../validation/zod-jitless';
import { ApiError } from './api-error';
import { genericErrorText } from './http';

type TSchema<T> = { safeParse: (v: unknown) => { success: true; data: T } | { success: false } };

/**
 * An answer checked against its response schema in packages/contracts where it enters the client
 * (STYLE.md, checks at the client boundary): a screen must never act on a shape it misread, so an
 * unexpected answer is a failure, shown as the generic error.
 */
export function checked<T>(schema: TSchema<T>, data: unknown): T {
  const read = schema.safeParse(data);
  if (!read.success) throw new ApiError(genericErrorText(), null);
  return read.data;
}
