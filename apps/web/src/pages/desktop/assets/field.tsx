import type { ReactNode } from 'react';

type TProps = {
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor?: string;
  /** Beside the label, at the far end (the available balance, a link). */
  extra?: ReactNode;
  /** A rule the value breaks, already translated; shown under the control. */
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
};

/**
 * A labelled row of an assets form. Not a <label> around the control (as FormRow is): antd's Select
 * and an input with a button beside it must not receive the label's clicks.
 */
export function Field({ label, htmlFor, extra, error, hint, children }: TProps) {
  return (
    <div className="da-field">
      <div className="da-field__head">
        <label className="da-field__label" htmlFor={htmlFor}>
          {label}
        </label>
        {extra && <span className="da-field__extra">{extra}</span>}
      </div>
      {children}
      {error && (
        <div className="da-field__error" role="alert">
          {error}
        </div>
      )}
      {!error && hint && <div className="da-field__hint">{hint}</div>}
    </div>
  );
}
