import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../../../features/format/format-output';
import { changePercent, formatCompact, trendOf } from '../../../features/market/format-market';
import type { TTicker } from '../../../features/market/market-types';
import { CoinLogo } from './coin-logo';

type TProps = { ticker: TTicker; lang: TLocale; isActive?: boolean; onPick: (symbol: string) => void };

/**
 * One market of a list: logo, pair and 24 h volume; last price in the market's precision; the 24 h
 * change as a coloured pill. Memoised: a ticker push re-renders only the row whose tick changed.
 */
export const MarketRow = memo(function MarketRow({ ticker, lang, isActive, onPick }: TProps) {
  const { t } = useTranslation();
  const { tick } = ticker;
  const hasTrades = tick.count > 0 || tick.close > 0;
  return (
    <button
      type="button"
      className={isActive ? 'mt-row mt-row--active' : 'mt-row'}
      data-symbol={ticker.symbol}
      onClick={() => onPick(ticker.symbol)}
    >
      <CoinLogo coin={ticker.baseCoin} />
      <span className="mt-row__pair">
        <span className="mt-row__name">
          <bdi dir="ltr">
            <strong>{ticker.baseCoin}</strong>
            <span className="mt-muted">/{ticker.quoteCoin}</span>
          </bdi>
        </span>
        <span className="mt-row__vol">
          {t('mtrade.vol')} <bdi>{formatCompact(tick.vol, lang)}</bdi>
        </span>
      </span>
      <span className="mt-row__price">
        <bdi dir="ltr">{hasTrades ? formatOutput(tick.close, lang, { decimals: ticker.pricePrecision }) : '--'}</bdi>
      </span>
      <span className="mt-row__change" data-trend={trendOf(tick.open, tick.close)}>
        <bdi dir="ltr">{changePercent(tick.open, tick.close)}%</bdi>
      </span>
    </button>
  );
});
