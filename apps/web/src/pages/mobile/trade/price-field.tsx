import { Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { cleanDecimalInput } from '../../../features/trade/order-form';
import { stepPrice } from './step-price';

type TProps = { market: TMarket; value: string; onChange: (price: string) => void; fallback: string };

/**
 * The limit price: − and + move it one tick of the market's precision; typing keeps only what the
 * market accepts (digits, one point, at most the price decimals). An empty price steps from the
 * last price (`fallback`).
 */
export function PriceField({ market, value, onChange, fallback }: TProps) {
  const { t } = useTranslation();
  const step = (direction: 1 | -1) => onChange(stepPrice(value, market.pricePrecision, direction, fallback));
  return (
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
        value={value}
        onChange={(text) => onChange(cleanDecimalInput(text, market.pricePrecision))}
      />
      <button type="button" className="mt-step" onClick={() => step(1)} aria-label={t('mtrade.priceUp')}>
        <AddOutline />
      </button>
    </div>
  );
}
