import { useTranslation } from 'react-i18next';
import { parseUnits, type TMarket } from '@exchange/contracts';
import { useIndexTicks } from '../../../features/contract/use-contract-data';
import { Output } from '../../../features/format/output';

/** How old the newest tick may be and still be the index price (the server opens on one up to 15 s old). */
const FRESH_MS = 15_000;

/** The direction of a price move, compared exactly (as ticks of the market's price decimals). */
function moveOf(before: string | undefined, after: string | undefined, decimals: number): 'up' | 'down' | 'flat' {
  const a = before === undefined ? null : parseUnits(before, decimals);
  const b = after === undefined ? null : parseUnits(after, decimals);
  if (a === null || b === null || a === b) return 'flat';
  return b > a ? 'up' : 'down';
}

/**
 * The market's index price: the newest recorded tick (the chart's own data, so the two agree),
 * coloured by its move from the tick before; "no index price" when none is fresh.
 */
export function IndexPrice({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const ticks = useIndexTicks(market.symbol);
  const list = ticks.data?.list ?? [];
  const last = list.at(-1);
  const before = list.at(-2);
  const isFresh = last !== undefined && ticks.now - last.time <= FRESH_MS;
  const trend = moveOf(before?.price, last?.price, market.pricePrecision);
  return (
    <div className="mc-index">
      <span className="mc-index__label">{t('contract.indexPrice')}</span>
      {ticks.isPending ? (
        <span className="mc-index__price">--</span>
      ) : isFresh ? (
        <span className="mc-index__price" data-trend={trend} data-testid="index-price">
          <bdi dir="ltr"><Output value={last.price} decimals={market?.pricePrecision ?? 8} empty="--" /></bdi> <span className="mc-index__unit">{market.quote}</span>
        </span>
      ) : (
        <span className="mc-index__none" data-testid="index-price-none">
          {t('contract.noIndexPrice')}
        </span>
      )}
    </div>
  );
}
