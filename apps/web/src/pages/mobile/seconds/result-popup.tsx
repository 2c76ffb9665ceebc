import { useId } from 'react';
import { Button, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsConfig } from '../../../features/seconds/use-seconds-data';
import { Output } from '../../../features/format/output';
import { trendOfProfit, USDT_SCALE } from '../contract/contract-view';
import { Row } from '../contract/order-parts';
import { directionOf, pairOf, symbolOf } from './seconds-view';
import { secondsUrls } from './seconds-urls';

type TProps = { order: TSecondsOrder | null; onClose: () => void };

/**
 * The result of one of the user's orders as it settles: won, lost or a draw, both recorded prices
 * it was decided by, what it paid, and the way to its detail with the proof.
 */
export function ResultPopup({ order, onClose }: TProps) {
  const { t } = useTranslation();
  const config = useSecondsConfig();
  const titleId = useId();
  const precision = order ? config.data?.markets.find((m) => m.symbol === symbolOf(order))?.pricePrecision : undefined;
  const price = (value: string) => <Output value={value} decimals={precision ?? 8} empty="--" />;
  return (
    <Popup visible={order !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="msec-sheet msec-result-sheet">
      {order && (
        <section className="msec-result" role="dialog" aria-labelledby={titleId} data-testid="seconds-result" data-order-id={order.id} data-outcome={order.outcome ?? ''}>
          <h2 className="msec-sheet__title" id={titleId}>
            {t('seconds.result.title')}
          </h2>
          <p className={`msec-result__outcome msec-result__outcome--${order.outcome ?? 'draw'}`} data-testid="result-outcome">
            {t(`seconds.result.${order.outcome ?? 'draw'}`)}
          </p>
          <p className="msec-result__profit">
            <span className="mc-pnl__value" data-trend={trendOfProfit(order.profit)} data-testid="result-profit">
              <bdi dir="ltr"><Output value={order.profit} scale={USDT_SCALE} sign="always" empty="--" /></bdi>
            </span>{' '}
            <span className="mc-pnl__unit">{order.quoteCoin}</span>
          </p>
          <dl className="mc-rows">
            <Row label={t('seconds.field.direction')}>
              <span className={`mt-tag mc-tag--${directionOf(order)}`}>{t(`seconds.${directionOf(order)}`)}</span> <bdi dir="ltr">{pairOf(order)}</bdi> ·{' '}
              {t('seconds.durationValue', { s: order.positionTime })}
            </Row>
            <Row label={t('seconds.field.openAmount')}>
              <bdi dir="ltr"><Output value={order.openAmount} scale={USDT_SCALE} empty="--" /></bdi> {order.quoteCoin}
            </Row>
            <Row label={t('seconds.field.openPrice')} testId="result-open-price">
              <bdi dir="ltr">{price(order.openPrice)}</bdi>
            </Row>
            <Row label={t('seconds.field.settlementPrice')} testId="result-settlement-price">
              <bdi dir="ltr">{price(order.settlementPrice)}</bdi>
            </Row>
            <Row label={t('seconds.field.payout')}>
              <bdi dir="ltr"><Output value={order.payout} scale={USDT_SCALE} empty="--" /></bdi> {order.quoteCoin}
            </Row>
          </dl>
          <div className="msec-result__actions">
            <Button block fill="outline" onClick={onClose} data-testid="result-close">
              {t('seconds.close')}
            </Button>
            <Link to={secondsUrls.detail(order.id)} className="msec-result__detail" onClick={onClose} data-testid="result-detail">
              {t('seconds.detail')}
            </Link>
          </div>
        </section>
      )}
    </Popup>
  );
}
