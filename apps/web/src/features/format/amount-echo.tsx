import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { Output } from './output';
import type { TAmountField } from './use-amount-input';
import './amount-echo.css';

/**
 * The line under an amount or price field: what was understood ("= 1,000 USDT", in the language's
 * format, as the rest of the screen shows numbers), or why the text cannot be read.
 */
export function AmountEcho({ field, coin, testId }: { field: TAmountField; coin: string; testId?: string }) {
  const { t } = useTranslation();
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
      = <bdi dir="ltr"><Output value={value} scale={MAX_ASSET_SCALE} /></bdi> {coin}
    </p>
  );
}
