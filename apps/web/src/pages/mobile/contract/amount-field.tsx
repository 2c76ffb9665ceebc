import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '@exchange/i18n';
import { AmountEcho } from '../../../features/format/amount-echo';
import { useAmountInput } from '../../../features/format/use-amount-input';

type TProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The decimals the field accepts (USDT's for a margin, the market's price decimals for a price). */
  scale: number;
  /** The unit after the input and in the echo ("USDT"). */
  unit: string;
  placeholder?: string;
  /** The rule it breaks, as the server's message key, shown under it (after a try). */
  error?: { key: TMessageKey; values?: Record<string, string> } | null;
  hint?: string;
};

/**
 * A labelled amount or price field of the contract screens: typed the user's way (the language's
 * decimal mark, use-amount-input.ts), what was understood under it, then the rule it breaks.
 */
export function AmountField({ name, label, value, onChange, scale, unit, placeholder, error, hint }: TProps) {
  const { t } = useTranslation();
  const field = useAmountInput(value, onChange, scale);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mc-field" data-field={name} data-invalid={error ? 'true' : undefined}>
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="mt-field mc-field__box">
        {/* A native input: the kit's drops aria-invalid and aria-describedby. */}
        <input
          id={id}
          className="mc-input"
          name={name}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={field.text}
          onChange={(e) => field.change(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span className="mt-field__suffix">{unit}</span>
      </div>
      <AmountEcho field={field} coin={unit} testId={`${name}-echo`} />
      {hint && (
        <p className="mc-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="mc-error" id={errorId} data-testid={`${name}-error`}>
          {t(`msg:${error.key}`, error.values)}
        </p>
      )}
    </div>
  );
}
