import { useEffect, useRef, useState } from 'react';
import { useLocaleStore } from '../locale/locale-store';
import { parseAmountInput, toAmountInput, type TAmountInput } from './parse-amount-input';

/**
 * What a field hands its form while its text cannot be read ("1,000" in English): not a decimal, so
 * every rule of the forms (checkAmount, readOrder) refuses it, and nothing is ever sent for it.
 */
export const UNREADABLE_AMOUNT = 'unreadable';

export type TAmountField = {
  /** What the field shows: what the user typed, or a value set from outside in the language's format. */
  text: string;
  /** What was understood of `text` (parse-amount-input.ts). */
  read: TAmountInput;
  /** Call with the field's new text. */
  change: (text: string) => void;
};

/**
 * The one behaviour of every amount and price field of both interfaces. The form keeps the canonical
 * decimal (`value`, what the API takes: "1000.5"); the field keeps the text as typed in the user's
 * language ("1000,5" in German) and reads it with parseAmountInput, so no separator silently changes
 * the magnitude. A value set from outside (a preset, "All", a price from the book, a new language)
 * is shown in the language's format. Unreadable text sets UNREADABLE_AMOUNT in the form.
 */
export function useAmountInput(value: string, onChange: (value: string) => void, scale?: number): TAmountField {
  const lang = useLocaleStore((s) => s.lang);
  const [text, setText] = useState(() => toAmountInput(value, lang));
  const seen = useRef({ value, lang });

  useEffect(() => {
    if (value === seen.current.value && lang === seen.current.lang) return;
    seen.current = { value, lang };
    if (value !== UNREADABLE_AMOUNT) setText(toAmountInput(value, lang));
  }, [value, lang]);

  return {
    text,
    read: parseAmountInput(text, lang, scale),
    change: (next) => {
      const read = parseAmountInput(next, lang, scale);
      const canonical = read.error ? UNREADABLE_AMOUNT : (read.value ?? '');
      seen.current = { value: canonical, lang };
      setText(next);
      onChange(canonical);
    },
  };
}
