import type { ReactNode } from 'react';

type TProps = { label: string; className?: string; valueTestId?: string; children: ReactNode };

/** One line of a flash figures list (`<dl>`): its label, then its value (both interfaces). */
export function FlashLine({ label, className, valueTestId, children }: TProps) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  );
}
