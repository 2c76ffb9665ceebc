import type { ReactNode } from 'react';

type TProps = { label: ReactNode; children: ReactNode; hint?: ReactNode };

/** A labelled row of a desktop form. */
export function FormRow({ label, children, hint }: TProps) {
  return (
    <label className="pc-row">
      <span className="pc-row__label">{label}</span>
      {children}
      {hint && <span className="pc-row__hint">{hint}</span>}
    </label>
  );
}
