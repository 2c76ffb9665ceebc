import { useTranslation } from 'react-i18next';
import './market-rows-skeleton.css';

const COLUMNS = 7;

/**
 * Grey rows in the market table's shape while the tickers load, so the page has its layout from
 * the first frame and nothing jumps when the prices arrive.
 */
export function MarketRowsSkeleton({ rows = 7 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="pc-skeleton" role="status" aria-busy="true" aria-label={t('charts.loadingPrices')} data-testid="markets-skeleton">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="pc-skeleton__row">
          <span className="pc-skeleton__logo" />
          {Array.from({ length: COLUMNS - 1 }, (_, c) => (
            <span key={c} className="pc-skeleton__cell" />
          ))}
        </div>
      ))}
    </div>
  );
}
