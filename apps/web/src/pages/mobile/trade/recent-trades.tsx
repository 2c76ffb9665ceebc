import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { INTL_TAGS } from '@exchange/i18n';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { formatOutput } from '../../../features/format/format-output';
import { useTrades } from '../../../features/market/use-trades';
import { EmptyState } from '../../../ui/empty-state';

/** The market's last trades, newest first, live: time, price (green: a buyer took, red: a seller), amount. */
export function RecentTrades({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const trades = useTrades(market.symbol);
  if (trades.isLoading) return <div className="mt-center"><DotLoading /></div>;
  if (trades.isError && !trades.data) return <EmptyState description={t('common.loadFailed')} />;
  if (!trades.data?.length) return <EmptyState description={t('market.tradesEmpty')} />;
  const clock = new Intl.DateTimeFormat(INTL_TAGS[lang], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return (
    <div className="mt-trades" data-testid="recent-trades">
      <div className="mt-trades__row mt-trades__head">
        <span>{t('market.time')}</span>
        <span className="mt-end">{t('mtrade.priceIn', { coin: market.quote })}</span>
        <span className="mt-end">{t('mtrade.amountIn', { coin: market.base })}</span>
      </div>
      {trades.data.map((trade) => (
        <div key={trade.key} className="mt-trades__row">
          <span className="mt-trades__time"><bdi dir="ltr">{clock.format(trade.ts)}</bdi></span>
          <span className={`mt-end ${trade.direction === 'buy' ? 'mt-bid' : 'mt-ask'}`}>
            <bdi dir="ltr">{formatOutput(trade.price, lang, { decimals: market.pricePrecision })}</bdi>
          </span>
          <span className="mt-end"><bdi dir="ltr">{formatOutput(trade.amount, lang, { decimals: market.quantityPrecision })}</bdi></span>
        </div>
      ))}
    </div>
  );
}
