import { shortHex } from '../checkpoint-rows';
import { CopyChip } from './copy-chip';

type TProps = { value: string; what: string; isFull?: boolean; testId?: string };

/**
 * A hash, key or address: monospace, left to right in any language, shortened to its ends unless
 * `isFull` (then it wraps), its whole value in the tooltip and behind the copy button.
 */
export function HexValue({ value, what, isFull = false, testId }: TProps) {
  return (
    <span className="tp-hex">
      <code dir="ltr" className={isFull ? 'tp-mono tp-mono--wrap' : 'tp-mono'} title={value} data-testid={testId} data-value={value}>
        {isFull ? value : shortHex(value)}
      </code>
      <CopyChip text={value} what={what} />
    </span>
  );
}
