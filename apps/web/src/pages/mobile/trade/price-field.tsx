import { Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { AmountEcho } from '../../../features/format/amount-echo';
import { useAmountInput } from '../../../features/format/use-amount-input';
import { stepPrice } from './step-price';

type TProps = { market: TMarket; value: string; onChange: (price: string) => void; fallback: string };

/**
 * The limit price: − and + move it one tick of the market's precision; typing is read the one way
 * of every amount field (use-amount-input.ts: the language's decimal mark, no thousands separators,
 * at most the price decimals), with what was understood under it. `value` is canonical. An empty
 * price steps from the last price (`fallback`).
 */
export function PriceField({ market, value, onChange, fallback }: TProps) {
  const { t } = useTranslation();
  const step = (direction: 1 | -1) => onChange(stepPrice(value, market.pricePrecision, direction, fallback));
  const field = useAmountInput(value, onChange, market.pricePrecision);
  return (
    <>
      <div className="mt-field mt-field--stepper">
        <button type="button" className="mt-step" onClick={() => step(-1)} aria-label={t('mtrade.priceDown')}>
          <MinusOutline />
        </button>
        <Input
          className="mt-field__input mt-field__input--center"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('mtrade.priceIn', { coin: market.quote })}
          aria-label={t('mtrade.priceIn', { coin: market.quote })}
          value={field.text}
          onChange={field.change}
        />
        <button type="button" className="mt-step" onClick={() => step(1)} aria-label={t('mtrade.priceUp')}>
          <AddOutline />
        </button>
      </div>
      <AmountEcho field={field} coin={market.quote} testId="price-echo" />
    </>
  );
}
