import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TMarket } from '@exchange/contracts';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useDepth } from '../../../features/market/use-depth';
import { EmptyState } from '../../../ui/empty-state';
import { bookRows, sideTotal } from './book-levels';
import { BookRow } from './book-row';

/**
 * The full book (SPEC §9: 20 rows a side), bids and asks side by side, best prices in the first
 * row, live. Tapping a level is left to the trade screen's compact book.
 */
export function FullBook({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const rows = LIMITS.depthRows;
  const depth = useDepth(market.symbol, rows);
  if (depth.isLoading) return <div className="mt-center"><DotLoading /></div>;
  if (depth.isError && !depth.data) return <EmptyState description={t('common.loadFailed')} />;
  const bids = depth.data?.bids ?? [];
  const asks = depth.data?.asks ?? [];
  if (bids.length === 0 && asks.length === 0) return <EmptyState description={t('market.bookEmpty')} />;
  const maxTotal = Math.max(sideTotal(bids, rows), sideTotal(asks, rows));
  return (
    <div className="mt-fbook" data-testid="full-book">
      <div className="mt-fbook__col">
        <div className="mt-fbook__head">
          <span>{t('mtrade.amountIn', { coin: market.base })}</span>
          <span className="mt-end">{t('market.bids')}</span>
        </div>
        {bookRows(bids, rows, maxTotal).map((row, i) => (
          <BookRow key={`b${i}`} row={row} side="bid" market={market} lang={lang} isMirrored />
        ))}
      </div>
      <div className="mt-fbook__col">
        <div className="mt-fbook__head">
          <span>{t('market.asks')}</span>
          <span className="mt-end">{t('mtrade.amountIn', { coin: market.base })}</span>
        </div>
        {bookRows(asks, rows, maxTotal).map((row, i) => (
          <BookRow key={`a${i}`} row={row} side="ask" market={market} lang={lang} />
        ))}
      </div>
    </div>
  );
}
