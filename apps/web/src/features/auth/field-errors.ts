import type { TMessageKey } from '@exchange/i18n';

/**
 * Validation errors as data: each field of a form mapped to the message key of its first failing
 * rule (a key of the server's `msg` catalog, so the form says what the server would say). Views only
 * render them, under the field they concern.
 */
export type TFieldErrors<F extends string = string> = Partial<Record<F, TMessageKey>>;

/** The field a submit announces and focuses first, with its message; null when every field passes. */
export type TFirstInvalid<F extends string = string> = { field: F; key: TMessageKey } | null;

/**
 * Which error a submit shows first: the field holding `firstKey` (the whole form's first failing
 * rule, in SPEC §5 order, as the shared schema reports it), else the first field in `order` with an
 * error. `order` lists the form's fields top to bottom.
 */
export function firstInvalid<F extends string>(errors: TFieldErrors<F>, order: readonly F[], firstKey: TMessageKey | null): TFirstInvalid<F> {
  const field = order.find((f) => firstKey && errors[f] === firstKey) ?? order.find((f) => errors[f]);
  return field ? { field, key: errors[field] as TMessageKey } : null;
}

/** True when no field has an error. */
export function isClean(errors: TFieldErrors): boolean {
  return Object.values(errors).every((key) => !key);
}

/**
 * The accessibility wiring of one field: the id of its message element, and the props both
 * interfaces spread on the input (its id; while it has an error, aria-invalid and aria-describedby
 * pointing at the message).
 */
export function fieldAria(formId: string, name: string, error: TMessageKey | undefined) {
  const id = `${formId}-${name}`;
  return {
    errorId: `${id}-error`,
    input: {
      id,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    },
  };
}

export type TFieldAria = ReturnType<typeof fieldAria>;
