import { useTranslation } from 'react-i18next';
import { LIMITS, type TMarket } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useDepth } from '../../../features/market/use-depth';
import { bookRows, sideTotal } from './book-levels';
import { BookRow } from './book-row';
import { useLastPrice } from './use-last-price';

type TProps = { market: TMarket; onPickPrice: (price: number) => void };

/**
 * The compact book beside the order form (SPEC §9: 5 rows a side): asks above with the best ask
 * nearest the middle, the last price, then the bids. A tap on a row puts its price in the form.
 */
export function CompactBook({ market, onPickPrice }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const rows = LIMITS.depthCompactRows;
  const depth = useDepth(market.symbol, rows);
  const last = useLastPrice(market.symbol);
  const asks = depth.data?.asks ?? [];
  const bids = depth.data?.bids ?? [];
  const maxTotal = Math.max(sideTotal(asks, rows), sideTotal(bids, rows));
  const isEmpty = depth.isSuccess && asks.length === 0 && bids.length === 0;
  const row = (side: 'ask' | 'bid') => (r: ReturnType<typeof bookRows>[number], i: number) => (
    <BookRow key={`${side}${i}`} row={r} side={side} market={market} lang={lang} onPick={onPickPrice} />
  );
  return (
    <section className="mt-cbook" aria-label={t('market.orderBook')} data-testid="compact-book">
      <div className="mt-cbook__head">
        <span>{t('mtrade.priceIn', { coin: market.quote })}</span>
        <span className="mt-end">{t('mtrade.amountIn', { coin: market.base })}</span>
      </div>
      <div className="mt-cbook__side mt-cbook__asks">{bookRows(asks, rows, maxTotal).reverse().map(row('ask'))}</div>
      <div className="mt-cbook__last" data-trend={last?.trend ?? 'flat'} dir="ltr">
        {last ? formatOutput(last.price, lang, { decimals: market.pricePrecision }) : '--'}
      </div>
      <div className="mt-cbook__side mt-cbook__bids">{bookRows(bids, rows, maxTotal).map(row('bid'))}</div>
      {depth.isError && !depth.data && <p className="mt-note mt-note--error">{t('common.loadFailed')}</p>}
      {isEmpty && <p className="mt-note">{t('market.bookEmpty')}</p>}
    </section>
  );
}
