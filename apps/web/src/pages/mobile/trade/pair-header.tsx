import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { ChangeText } from '../../../features/market/change-text';
import { formatCompact } from '../../../features/market/format-market';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useTicker } from '../../../features/market/use-tickers';
import { useLastPrice } from './use-last-price';

type TProps = { market: TMarket; switcher?: ReactNode; actions?: ReactNode; isWide?: boolean };

/**
 * A trade screen's head: a bar with the pair (a switcher) and the screen's actions, when given; then
 * the last price, the 24 h change, high, low and volume, all live. `isWide` adds the 24 h turnover.
 */
export function PairHeader({ market, switcher, actions, isWide }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const ticker = useTicker(market.symbol);
  const last = useLastPrice(market.symbol);
  const tick = ticker.data?.tick;
  const hasTick = Boolean(tick && tick.count > 0);
  const price = (value: number | undefined) => (hasTick && value ? formatOutput(value, lang, { decimals: market.pricePrecision }) : '--');
  // Prices read left to right; a shortened volume can hold a word ("26.89 ألف"), so its direction is
  // left to the text itself.
  const stat = (label: string, value: string, isWordy = false) => (
    <div className="mt-stat">
      <span className="mt-stat__label">{label}</span>
      <span className="mt-stat__value">{isWordy ? <bdi>{value}</bdi> : <bdi dir="ltr">{value}</bdi>}</span>
    </div>
  );
  return (
    <header className="mt-phead">
      {switcher && (
        <div className="mt-phead__bar">
          {switcher}
          <span className="mt-phead__actions">{actions}</span>
        </div>
      )}
      <div className="mt-phead__stats">
        <div className="mt-phead__price">
          <div className="mt-phead__last" data-trend={last?.trend ?? 'flat'} data-testid="last-price">
            <bdi dir="ltr">{last ? formatOutput(last.price, lang, { decimals: market.pricePrecision }) : '--'}</bdi>
          </div>
          {tick ? <ChangeText open={tick.open} close={tick.close} className="mt-phead__change" /> : <span className="mt-phead__change">--</span>}
        </div>
        <div className="mt-phead__grid">
          {stat(t('market.high24h'), price(tick?.high))}
          {stat(t('market.low24h'), price(tick?.low))}
          {stat(t('market.volume24h'), hasTick ? formatCompact(tick!.vol, lang) : '--', true)}
          {isWide && stat(t('market.turnover24h'), hasTick ? formatCompact(tick!.amount, lang) : '--', true)}
        </div>
      </div>
    </header>
  );
}
