import type { ReactNode } from 'react';

type TProps = { label: ReactNode; children: ReactNode; extra?: ReactNode; prefix?: ReactNode };

/** A labelled form row: label above, then an optional prefix, the input and an optional action. */
export function Field({ label, children, extra, prefix }: TProps) {
  return (
    <label className="m-field">
      <span className="m-field__label">{label}</span>
      <span className="m-field__row">
        {prefix}
        <span className="m-field__input">{children}</span>
        {extra}
      </span>
    </label>
  );
}
