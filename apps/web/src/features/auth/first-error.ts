import '../validation/zod-jitless';
import type { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';

/**
 * Runs a shared contracts schema (the same one the server runs) and returns the message key of the
 * first failing rule, in SPEC §5 order, or null when the input passes.
 */
export function firstError(schema: z.ZodType, values: unknown): TMessageKey | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  return (result.error.issues[0]?.message ?? 'invalidParams') as TMessageKey;
}
