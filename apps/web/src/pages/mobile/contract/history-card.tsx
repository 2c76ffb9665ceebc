import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { statusKey } from '../../../features/contract/contract-stops';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { trendOfProfit, USDT_SCALE } from './contract-view';
import { contractUrls } from './contract-urls';
import { Cell, DirectionTags } from './order-parts';

/**
 * A settled or cancelled order: how it ended (closed, stop loss, take profit, liquidated,
 * cancelled …) and, when it was a position, its prices, win or lose with its profit and what came
 * back; the whole card opens the detail with the settlement's proof.
 */
export function HistoryCard({ order }: { order: TContractOrder }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const market = findContractMarket(order.symbol);
  const price = (value: string) => <Output value={value} decimals={market?.pricePrecision ?? 8} empty="--" />;
  const wasPosition = order.openPrice !== '';
  return (
    <article className="mt-ocard mc-card mc-hcard" data-order-id={order.orderId} data-status={order.status} data-reason={order.reason ?? ''}>
      <Link to={contractUrls.detail(order.orderId)} className="mc-hcard__link" data-testid="history-detail">
        <header className="mt-ocard__head">
          <DirectionTags order={order} />
          <bdi dir="ltr" className="mt-ocard__pair">
            {order.base}/{order.quote}
          </bdi>
          <span className={`mc-status mc-status--${order.status}`} data-testid="history-status">
            {t(statusKey(order))}
          </span>
          {order.outcome && (
            <span className={`mt-tag mc-outcome mc-outcome--${order.outcome}`} data-testid="history-outcome">
              {t(`contract.outcome.${order.outcome}`)}
            </span>
          )}
        </header>
        <div className="mt-ocard__grid">
          <Cell label={t('contract.field.openAmount')} unit={order.quote}>
            <Output value={order.openAmount} scale={USDT_SCALE} empty="--" />
          </Cell>
          {wasPosition ? (
            <>
              <Cell label={t('contract.field.openPrice')}>{price(order.openPrice)}</Cell>
              <Cell label={t('contract.field.settlementPrice')}>{price(order.settlementPrice)}</Cell>
              <Cell label={t('contract.field.profit')} unit={order.quote}>
                <span className="mc-pnl__value" data-trend={trendOfProfit(order.profit)} data-testid="history-profit">
                  <Output value={order.profit} sign="always" empty="--" />
                </span>
              </Cell>
              <Cell label={t('contract.field.finalAmount')} unit={order.finalAmount === '' ? undefined : order.quote}>
                <Output value={order.finalAmount} scale={USDT_SCALE} empty="--" />
              </Cell>
            </>
          ) : (
            <Cell label={t('contract.field.buyPrice')}>{price(order.buyPrice)}</Cell>
          )}
          <Cell label={t('contract.field.finishTime')} isWordy>
            {order.finishTime ? formatDateTime(order.finishTime, lang) : '--'}
          </Cell>
        </div>
      </Link>
    </article>
  );
}
