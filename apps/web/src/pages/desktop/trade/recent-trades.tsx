import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { TREND_COLORS } from '../../../features/market/change-text';
import { formatClock } from '../../../features/market/format-market';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TTrade } from '../../../features/market/market-types';
import { useTrades } from '../../../features/market/use-trades';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Spinner } from '../../../ui/desktop/spinner';
import { usePickedPrice } from './picked-price';

/** One trade; memoized by its key, so a new trade on top adds one row instead of redrawing 50. */
const TradeRow = memo(function TradeRow({ trade, market, lang }: { trade: TTrade; market: TMarket; lang: TLocale }) {
  const pick = usePickedPrice((s) => s.pick);
  return (
    <button type="button" className="pc-trades__row" onClick={() => pick(String(trade.price))}>
      <LtrNumber>
        <span style={{ color: TREND_COLORS[trade.direction === 'buy' ? 'up' : 'down'] }}>{formatOutput(trade.price, lang, { decimals: market.pricePrecision })}</span>
      </LtrNumber>
      <LtrNumber>{formatOutput(trade.amount, lang, { decimals: market.quantityPrecision })}</LtrNumber>
      <LtrNumber className="pc-muted">{formatClock(trade.ts, lang)}</LtrNumber>
    </button>
  );
});

/** The market's recent trades, newest first, price coloured by the taker's side. */
export function RecentTrades({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const trades = useTrades(market.symbol);
  return (
    <section className="pc-trade__panel pc-trades" aria-label={t('market.recentTrades')} data-testid="recent-trades">
      <h2 className="pc-panel__title">{t('market.recentTrades')}</h2>
      <div className="pc-trades__head">
        <span>{t('market.price')} ({market.quote})</span>
        <span>{t('market.amount')} ({market.base})</span>
        <span>{t('market.time')}</span>
      </div>
      {trades.isLoading ? (
        <Spinner />
      ) : trades.error && !trades.data ? (
        <p className="pc-panel__note">{t('common.loadFailed')}</p>
      ) : !trades.data?.length ? (
        <p className="pc-panel__note">{t('market.tradesEmpty')}</p>
      ) : (
        <div className="pc-trades__list" data-count={trades.data.length}>
          {trades.data.map((trade) => (
            <TradeRow key={trade.key} trade={trade} market={market} lang={lang} />
          ))}
        </div>
      )}
    </section>
  );
}
