import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../locale/locale-store';
import { formatExact } from './format-amount';
import type { TAmountField } from './use-amount-input';
import './amount-echo.css';

/**
 * The line under an amount or price field: what was understood ("= 1,000 USDT", in the language's
 * format, as the rest of the screen shows numbers), or why the text cannot be read.
 */
export function AmountEcho({ field, coin, testId }: { field: TAmountField; coin: string; testId?: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { value, error, params } = field.read;
  if (error) {
    return (
      <p className="amount-echo is-error" aria-live="polite" data-testid={testId}>
        {t(error, params)}
      </p>
    );
  }
  if (value === null) return null;
  return (
    <p className="amount-echo" data-testid={testId}>
      = <bdi dir="ltr">{formatExact(value, lang)}</bdi> {coin}
    </p>
  );
}
