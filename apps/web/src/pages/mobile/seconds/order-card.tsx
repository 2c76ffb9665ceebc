import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsConfig } from '../../../features/seconds/use-seconds-data';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { trendOfProfit, USDT_SCALE } from '../contract/contract-view';
import { Cell } from '../contract/order-parts';
import { Countdown } from './countdown';
import { directionOf, pairOf, symbolOf } from './seconds-view';
import { secondsUrls } from './seconds-urls';

type TProps = { order: TSecondsOrder; now: number };

/**
 * One seconds order in a list: its side, pair and duration, the stake and the opening price; an
 * open one counts down to its expiry, a settled one shows the settlement price, the outcome and
 * what it paid. The whole card opens the order's detail with its proof.
 */
export function OrderCard({ order, now }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const config = useSecondsConfig();
  const precision = config.data?.markets.find((m) => m.symbol === symbolOf(order))?.pricePrecision;
  const price = (value: string) => <Output value={value} decimals={precision ?? 8} empty="--" />;
  const direction = directionOf(order);
  const isOpen = order.entryStatus === 1;
  return (
    <article className="mt-ocard mc-card msec-card" data-order-id={order.id} data-status={isOpen ? 'open' : 'settled'} data-direction={direction}>
      <Link to={secondsUrls.detail(order.id)} className="msec-card__link" data-testid="order-detail-link">
        <header className="mt-ocard__head">
          <span className={`mt-tag mc-tag--${direction}`}>{t(`seconds.${direction}`)}</span>
          <bdi dir="ltr" className="mt-ocard__pair">
            {pairOf(order)}
          </bdi>
          <span className="mt-tag">{t('seconds.durationValue', { s: order.positionTime })}</span>
          {order.outcome ? (
            <span className={`mt-tag mc-outcome mc-outcome--${order.outcome} msec-outcome`} data-testid="order-outcome">
              {t(`seconds.outcome.${order.outcome}`)}
            </span>
          ) : (
            <span className="mc-status mc-status--holding">{t('seconds.status.open')}</span>
          )}
        </header>
        <div className="mt-ocard__grid">
          <Cell label={t('seconds.field.openAmount')} unit={order.quoteCoin}>
            <Output value={order.openAmount} scale={USDT_SCALE} empty="--" />
          </Cell>
          <Cell label={t('seconds.field.openPrice')} testId="order-open-price">
            {price(order.openPrice)}
          </Cell>
          {isOpen ? (
            <Cell label={t('seconds.profit')} unit={order.quoteCoin}>
              <Output value={order.payoutMax} scale={USDT_SCALE} empty="--" />
            </Cell>
          ) : (
            <>
              <Cell label={t('seconds.field.settlementPrice')} testId="order-settlement-price">
                {price(order.settlementPrice)}
              </Cell>
              <Cell label={t('seconds.field.profit')} unit={order.quoteCoin}>
                <span className="mc-pnl__value" data-trend={trendOfProfit(order.profit)} data-testid="order-profit">
                  <Output value={order.profit} scale={USDT_SCALE} sign="always" empty="--" />
                </span>
              </Cell>
              <Cell label={t('seconds.field.settleTime')} isWordy>
                {order.settleTime ? formatDateTime(order.settleTime, lang, { seconds: true }) : '--'}
              </Cell>
            </>
          )}
        </div>
      </Link>
      {isOpen && <Countdown order={order} now={now} />}
    </article>
  );
}
