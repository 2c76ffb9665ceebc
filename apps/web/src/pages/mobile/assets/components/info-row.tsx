import type { ReactNode } from 'react';

type TProps = { label: ReactNode; children: ReactNode; isStrong?: boolean };

/** A label and its value on one line (value at the end, numbers kept left-to-right by the caller). */
export function InfoRow({ label, children, isStrong }: TProps) {
  return (
    <div className={isStrong ? 'ma-row ma-row--strong' : 'ma-row'}>
      <span className="ma-row__label">{label}</span>
      <span className="ma-row__value">{children}</span>
    </div>
  );
}
