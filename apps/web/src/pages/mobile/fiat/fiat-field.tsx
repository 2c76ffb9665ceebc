import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  label: string;
  /** The rule the field breaks (a catalog key, server messages under `msg:`), shown under it. */
  error?: { key: string; values?: Record<string, string> } | null;
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  testId?: string;
};

/** A labelled field of the fiat screens: label, the input (given its ids), then its problem in words. */
export function FiatField({ label, error, children, testId }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mq-field" data-invalid={error ? 'true' : undefined} data-testid={testId}>
      <label className="mq-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="mq-error" id={errorId} role="alert">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}
