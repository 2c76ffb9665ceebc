import { changePercent, trendOf } from './format-market';

/** The colours of a rise and a fall, shared by both interfaces: both at least 4.5:1 against white (WCAG AA for text). */
export const TREND_COLORS = { up: '#15803d', down: '#cc2f3b', flat: 'inherit' } as const;

/** A 24 h change as a coloured, signed percentage ("+1.25%"), left to right in every language. */
export function ChangeText({ open, close, className }: { open: number; close: number; className?: string }) {
  const trend = trendOf(open, close);
  return (
    <span dir="ltr" className={className ? `ltr-num ${className}` : 'ltr-num'} data-trend={trend} style={{ color: TREND_COLORS[trend] }}>
      {changePercent(open, close)}%
    </span>
  );
}
