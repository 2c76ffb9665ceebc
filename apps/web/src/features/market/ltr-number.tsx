import type { ReactNode } from 'react';

/**
 * A number, price or amount that always reads left to right, also inside Arabic text (dir="ltr"
 * isolates it, so "-1.25%" never becomes "1.25%-").
 */
export function LtrNumber({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={className ? `ltr-num ${className}` : 'ltr-num'}>
      {children}
    </span>
  );
}
