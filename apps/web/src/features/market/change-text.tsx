import { changePercent, trendOf } from './format-market';

/** The colours of a rise and a fall, shared by both interfaces. */
export const TREND_COLORS = { up: '#16a34a', down: '#e5484d', flat: 'inherit' } as const;

/** A 24 h change as a coloured, signed percentage ("+1.25%"), left to right in every language. */
export function ChangeText({ open, close, className }: { open: number; close: number; className?: string }) {
  const trend = trendOf(open, close);
  return (
    <span dir="ltr" className={className ? `ltr-num ${className}` : 'ltr-num'} data-trend={trend} style={{ color: TREND_COLORS[trend] }}>
      {changePercent(open, close)}%
    </span>
  );
}
