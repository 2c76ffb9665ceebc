import fc from 'fast-check';
import { expect } from 'vitest';

type TSchema = { safeParse: (v: unknown) => { success: true; data: unknown } | { success: false } };

/**
 * A hand-written check of a first page's answer (one that must not load the schema library) agrees
 * with the call's zod schema: over `runs` answers drawn from `answers`, it accepts exactly what the
 * schema accepts, and returns what the schema returns. Both sides are explored (at least a tenth of
 * the answers accepted and a twentieth refused).
 */
export function expectSameVerdict(schema: TSchema, read: (data: unknown) => unknown, answers: fc.Arbitrary<unknown>, runs = 2000): void {
  let accepted = 0;
  fc.assert(
    fc.property(answers, (data) => {
      const parsed = schema.safeParse(data);
      const mine = read(data);
      expect(mine !== null).toBe(parsed.success);
      if (parsed.success) {
        accepted += 1;
        expect(mine).toEqual(parsed.data);
      }
    }),
    { numRuns: runs },
  );
  expect(accepted).toBeGreaterThan(runs / 10);
  expect(accepted).toBeLessThan(runs - runs / 20);
}
