import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { TREND_COLORS } from '../../../features/market/change-text';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TDepthLevel } from '../../../features/market/market-types';
import { useDepth } from '../../../features/market/use-depth';
import { useTrades } from '../../../features/market/use-trades';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Spinner } from '../../../ui/desktop/spinner';
import { usePickedPrice } from './picked-price';

type TRow = { price: number; amount: number; cumulative: number };

/** Levels with their running total from the best price outwards. */
function withCumulative(levels: TDepthLevel[]): TRow[] {
  let sum = 0;
  return levels.map(([price, amount]) => {
    sum += amount;
    return { price, amount, cumulative: sum };
  });
}

type TRowProps = {
  side: 'ask' | 'bid';
  /** Undefined for an empty slot. Plain numbers, so memo sees an unchanged level as unchanged. */
  price?: number;
  amount?: number;
  cumulative?: number;
  /** The row's depth bar: its running total against the larger side's total, in percent. */
  percent: number;
  market: TMarket;
  lang: TLocale;
};

/** One level; memoized, so a push redraws only the levels that changed. */
const BookRow = memo(function BookRow({ side, price, amount = 0, cumulative = 0, percent, market, lang }: TRowProps) {
  const pick = usePickedPrice((s) => s.pick);
  if (price === undefined) return <div className="pc-book__row is-empty" aria-hidden="true" />;
  return (
    <button type="button" className={`pc-book__row is-${side}`} onClick={() => pick(String(price))}>
      <span className="pc-book__bar" style={{ width: `${percent}%` }} />
      <LtrNumber className="pc-book__price">{formatOutput(price, lang, { decimals: market.pricePrecision })}</LtrNumber>
      <LtrNumber>{formatOutput(amount, lang, { decimals: market.quantityPrecision })}</LtrNumber>
      <LtrNumber>{formatOutput(cumulative, lang, { decimals: market.quantityPrecision })}</LtrNumber>
    </button>
  );
});

/** The row props of a slot (empty when the side has fewer levels). */
function slotProps(row: TRow | undefined, max: number) {
  return row ? { price: row.price, amount: row.amount, cumulative: row.cumulative, percent: (row.cumulative / max) * 100 } : { percent: 0 };
}

/** The last trade's price between the two sides, coloured by the taker's side, and the spread. */
function LastPrice({ market, lang, spread }: { market: TMarket; lang: TLocale; spread: number | null }) {
  const { t } = useTranslation();
  const trades = useTrades(market.symbol);
  const last = trades.data?.[0];
  return (
    <div className="pc-book__mid" data-testid="book-last">
      <LtrNumber className="pc-book__last">
        <span style={{ color: last ? TREND_COLORS[last.direction === 'buy' ? 'up' : 'down'] : undefined }}>
          {last ? formatOutput(last.price, lang, { decimals: market.pricePrecision }) : '—'}
        </span>
      </LtrNumber>
      <span className="pc-book__spread">
        {t('market.spread')} <LtrNumber>{spread === null ? '—' : formatOutput(spread, lang, { decimals: market.pricePrecision })}</LtrNumber>
      </span>
    </div>
  );
}

/**
 * The order book (SPEC §9: 20 levels a side) in the market's precisions: asks above (best at the
 * bottom), the last price and spread, bids below (best at the top), each with a depth bar. Always
 * 20 rows a side, so the layout never jumps as levels come and go; a click on a level hands its
 * price to the order form.
 */
export function OrderBook({ market, rows = LIMITS.depthRows }: { market: TMarket; rows?: number }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const depth = useDepth(market.symbol, rows);
  const asks = useMemo(() => withCumulative(depth.data?.asks ?? []), [depth.data]);
  const bids = useMemo(() => withCumulative(depth.data?.bids ?? []), [depth.data]);
  const max = Math.max(asks[asks.length - 1]?.cumulative ?? 0, bids[bids.length - 1]?.cumulative ?? 0) || 1;
  const spread = asks[0] && bids[0] ? asks[0].price - bids[0].price : null;
  const slots = Array.from({ length: rows }, (_, i) => i);
  const isEmpty = depth.data && asks.length === 0 && bids.length === 0;

  return (
    <section className="pc-trade__panel pc-book" aria-label={t('market.orderBook')} data-testid="order-book">
      <h2 className="pc-panel__title">{t('market.orderBook')}</h2>
      <div className="pc-book__head">
        <span>{t('market.price')} ({market.quote})</span>
        <span>{t('market.amount')} ({market.base})</span>
        <span>{t('market.cumulative')}</span>
      </div>
      {depth.isLoading ? (
        <Spinner />
      ) : depth.error && !depth.data ? (
        <p className="pc-panel__note">{t('common.loadFailed')}</p>
      ) : (
        <>
          {isEmpty && <p className="pc-panel__note">{t('market.bookEmpty')}</p>}
          <div className="pc-book__side is-asks" data-testid="book-asks" data-levels={asks.length} data-version={depth.data?.version}>
            {slots.map((i) => {
              // Asks read upwards from the spread: the best is the lowest row.
              return <BookRow key={i} side="ask" {...slotProps(asks[rows - 1 - i], max)} market={market} lang={lang} />;
            })}
          </div>
          <LastPrice market={market} lang={lang} spread={spread} />
          <div className="pc-book__side is-bids" data-testid="book-bids" data-levels={bids.length}>
            {slots.map((i) => {
              return <BookRow key={i} side="bid" {...slotProps(bids[i], max)} market={market} lang={lang} />;
            })}
          </div>
        </>
      )}
    </section>
  );
}
