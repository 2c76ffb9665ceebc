import { memo } from 'react';
import type { TMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../../../features/format/format-output';
import type { TBookRow } from './book-levels';

type TProps = { row: TBookRow; side: 'ask' | 'bid'; market: TMarket; lang: TLocale; onPick?: (price: number) => void; isMirrored?: boolean };

/**
 * One price level: price (red for asks, green for bids) and quantity over a depth bar. Empty slots
 * keep the row's height. `isMirrored` puts the quantity first (the bids column of the full book).
 */
export const BookRow = memo(function BookRow({ row, side, market, lang, onPick, isMirrored }: TProps) {
  const { level, depthPct } = row;
  if (!level) return <div className="mt-brow mt-brow--empty" aria-hidden="true" />;
  const [price, qty] = level;
  const priceCell = (
    <span className={`mt-brow__price mt-${side}`} dir="ltr">{formatOutput(price, lang, { decimals: market.pricePrecision })}</span>
  );
  const qtyCell = <span className="mt-brow__qty" dir="ltr">{formatOutput(qty, lang, { decimals: market.quantityPrecision })}</span>;
  return (
    <button
      type="button"
      className={`mt-brow mt-brow--${side}${isMirrored ? ' mt-brow--mirrored' : ''}`}
      onClick={onPick ? () => onPick(price) : undefined}
      tabIndex={onPick ? 0 : -1}
    >
      <span className={`mt-brow__bar mt-brow__bar--${side}`} style={{ width: `${depthPct}%` }} aria-hidden="true" />
      {isMirrored ? (
        <>
          {qtyCell}
          {priceCell}
        </>
      ) : (
        <>
          {priceCell}
          {qtyCell}
        </>
      )}
    </button>
  );
});
