import { z } from 'zod';

/**
 * An id sent by a form (a string) or as JSON (a number). Absent or empty means none; anything else
 * must be a positive whole number, or the call fails with invalidParams. A well-formed id that
 * matches nothing is the handler's "No data", not a validation failure.
 */
const optionalId = z
  .union([z.string().trim(), z.number()])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : String(value)))
  .refine((value) => value === undefined || /^[1-9]\d{0,17}$/.test(value), { message: 'invalidParams' })
  .transform((value) => (value === undefined ? undefined : BigInt(value)));

export const ZHelpCenterTab = z.object({}).passthrough();

/** {id}: one article; otherwise the article list, of one category when tabId is given. */
export const ZHelpCenter = z.object({ id: optionalId, tabId: optionalId });

/** {type}: one about page (SPEC §2 page types 7 to 12). */
export const ZAboutUs = z.object({
  type: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .refine((value) => /^\d{1,4}$/.test(value), { message: 'invalidParams' })
    .transform(Number),
});
