import { useLocaleStore } from '../locale/locale-store';
import { formatOutput, type TOutputFormat, type TOutputValue } from './format-output';

type TProps = TOutputFormat & { value: TOutputValue };

/**
 * One way to show a number (STYLE.md): the value in the reader's language, cut per `decimals`
 * (summaries, prices) or shown in full up to `scale` (what the user acts on), with its sign and
 * unit (formatOutput). Renders the text alone, no element of its own, so it sits in any cell or line.
 */
export function Output({ value, ...format }: TProps) {
  const lang = useLocaleStore((s) => s.lang);
  return <>{formatOutput(value, lang, format)}</>;
}
