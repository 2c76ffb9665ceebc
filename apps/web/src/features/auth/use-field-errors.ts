import { useId, useState } from 'react';
import type { TMessageKey } from '@exchange/i18n';
import { fieldAria, type TFieldErrors, type TFirstInvalid } from './field-errors';
import { showInvalid } from '../notify/show-failure';

type TLate<F> = { field: F; key: TMessageKey; value: string };

/**
 * Which field errors a form shows, for both interfaces. `live` is every field's error for the
 * current values (a pure function of them); a field's error shows once the user has acted on it
 * (asked for a code, submitted) and then follows the value as it is edited. Errors only an action
 * finds (the common-password list) stay while the field keeps the value they were found for.
 */
export function useFieldErrors<F extends string>(live: TFieldErrors<F>, values: Partial<Record<F, string>>) {
  const formId = useId().replace(/:/g, '');
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const [late, setLate] = useState<TLate<F>[]>([]);

  const errors: TFieldErrors<F> = {};
  for (const field of shown) {
    const key = live[field] ?? late.find((l) => l.field === field && l.value === values[field])?.key;
    if (key) errors[field] = key;
  }

  /** Shows these fields' errors from now on; `found` adds errors the action found itself. */
  const reveal = (fields: readonly F[], found: TFieldErrors<F> = {}) => {
    setShown((prev) => new Set([...prev, ...fields]));
    const extra = (Object.entries(found) as [F, TMessageKey | undefined][])
      .filter(([field, key]) => key && key !== live[field])
      .map(([field, key]) => ({ field, key: key as TMessageKey, value: values[field] ?? '' }));
    setLate(extra);
  };

  /**
   * After a refused action: announces the first error (the same toast as before, SPEC §8 texts)
   * and puts the focus on its field, whose message the screen reader then reads.
   */
  const announce = (first: TFirstInvalid<F>) => {
    if (!first) return;
    showInvalid(first.key);
    // After the render that marks the field, so that its message is read with it.
    const id = fieldAria(formId, first.field, first.key).input.id;
    setTimeout(() => document.getElementById(id)?.focus(), 0);
  };

  return { errors, reveal, announce, aria: (field: F) => fieldAria(formId, field, errors[field]) };
}
