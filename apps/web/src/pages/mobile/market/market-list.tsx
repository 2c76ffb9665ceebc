import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useMarketRows } from '../../../features/market/use-market-rows';
import { EmptyState } from '../../../ui/empty-state';
import { MarketRow } from './market-row';

type TProps = { quote: string; search: string; activeSymbol?: string; onPick: (symbol: string) => void };

/** The live markets of one quote coin, filtered by a search, with loading, error and no-match states. */
export function MarketList({ quote, search, activeSymbol, onPick }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { rows: shown, isLoading, hasFailed, refetch } = useMarketRows(quote, search);

  if (isLoading) {
    return (
      <div className="mt-list mt-list--loading" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (hasFailed) {
    return (
      <div className="mt-list">
        <EmptyState description={t('common.loadFailed')} />
        <div className="mt-center">
          <Button size="small" onClick={refetch}>{t('mtrade.retry')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-list" role="list">
      <div className="mt-list__head" aria-hidden="true">
        <span>{t('market.pair')} / {t('mtrade.vol')}</span>
        <span className="mt-list__head-price">{t('market.lastPrice')}</span>
        {/* The short label: the column is as wide as its change pills, in every language. */}
        <span className="mt-list__head-change" title={t('market.change24h')}>{t('mtrade.change24hShort')}</span>
      </div>
      {shown.length === 0 ? (
        <EmptyState description={t('market.noMatch')} />
      ) : (
        shown.map((ticker) => (
          <div role="listitem" key={ticker.symbol}>
            <MarketRow ticker={ticker} lang={lang} isActive={ticker.symbol === activeSymbol} onPick={onPick} />
          </div>
        ))
      )}
    </div>
  );
}
