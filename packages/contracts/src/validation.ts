import type { z } from 'zod';
import type { TMessageKey } from '@exchange/i18n';

/** One rule of a form: null when it holds, else the message key to show. */
export type TCheck = () => TMessageKey | null;

/**
 * Runs checks in the order SPEC §5 gives and reports only the first failure, which is what a
 * form shows. Zod would otherwise report field issues in shape order.
 */
export function firstFailing(ctx: z.RefinementCtx, checks: TCheck[]): void {
  for (const check of checks) {
    const key = check();
    if (key) {
      ctx.addIssue({ code: 'custom', message: key });
      return;
    }
  }
}
