import { z } from 'zod';

/**
 * Building blocks of response schemas. `format` names the kind for the docs (api-docs.ts shows
 * "decimal string" rather than a pattern). They are checked against every answer under test
 * (defineRoute with `call`), so a pattern here is a promise: an amount on the wire is always a
 * plain decimal string, never an exponent or a float's noise.
 */

/** A non-negative decimal string (SPEC §7 amounts travel as strings), no leading or trailing zeros: "0", "1.5". */
export const ZDecimal = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d*[1-9])?$/)
  .meta({ format: 'decimal' });

/** A signed decimal string: a balance change, negative when the balance went down. */
export const ZSignedDecimal = z
  .string()
  .regex(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/)
  .meta({ format: 'signed-decimal', description: 'Negative when the balance went down.' });

/** A database id as a string (ledger ids can outgrow a JSON number). */
export const ZIdString = z.string().regex(/^\d+$/).meta({ format: 'id' });

/** Milliseconds since 1970-01-01 UTC. */
export const ZEpochMs = z.number().int().min(0).meta({ description: 'Milliseconds since 1970-01-01 UTC.' });

/** One page of a record list, newest first (api.md §1.11): the client stops when it has `totalRow` rows. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    list: z.array(item),
    totalRow: z.number().int().min(0).meta({ description: 'How many records match, on all pages.' }),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
