import type { ReactNode } from 'react';

/** What a hidden amount shows (the eye toggle of the overview). */
export const MASK = '****';

type TProps = { isHidden: boolean; children: ReactNode; className?: string };

/** A number kept left-to-right inside any text direction, or the mask while amounts are hidden. */
export function Num({ isHidden, children, className }: TProps) {
  return (
    <bdi dir="ltr" className={className}>
      {isHidden ? MASK : children}
    </bdi>
  );
}
