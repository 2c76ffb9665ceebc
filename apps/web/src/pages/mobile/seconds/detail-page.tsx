import { useEffect } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../features/api/api-error';
import { useNow } from '../../../features/clock/use-now';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsConfig, useSecondsRecord } from '../../../features/seconds/use-seconds-data';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ratePercent, trendOfProfit, USDT_SCALE } from '../contract/contract-view';
import { Row } from '../contract/order-parts';
import { Countdown } from './countdown';
import { directionOf, pairOf, symbolOf } from './seconds-view';
import { SecondsProof } from './seconds-proof';
import { orderIdOf } from './seconds-urls';

/**
 * One seconds order (/seconds/order/:id): every field of SPEC §3 and what the server adds (fee,
 * payout rate, the times, both prices, the outcome, what came back), then the proof. An open order
 * follows its countdown and is reloaded until it settles.
 */
export function SecondsDetailPage() {
  const { t } = useTranslation();
  const id = orderIdOf(useParams().id);
  const detail = useSecondsRecord(id);
  const config = useSecondsConfig();
  // Reached from the long seconds screen (the result's link), the detail starts at its top.
  useEffect(() => window.scrollTo(0, 0), [id]);
  let body;
  if (id === null) {
    body = <EmptyState description={t('msg:noData')} />;
  } else if (detail.isLoading) {
    body = (
      <div className="m-center" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  } else if (detail.isError || !detail.data) {
    const message = detail.error instanceof ApiError && detail.error.message ? detail.error.message : t('common.loadFailed');
    body = (
      <div className="mt-center mt-center--col" role="alert">
        <EmptyState description={message} />
        <Button size="small" onClick={() => void detail.refetch()} data-testid="detail-retry">
          {t('seconds.retry')}
        </Button>
      </div>
    );
  } else {
    const order = detail.data;
    const precision = config.data?.markets.find((m) => m.symbol === symbolOf(order))?.pricePrecision;
    body = (
      <>
        <OrderFields order={order} precision={precision} />
        <SecondsProof order={order} precision={precision} />
      </>
    );
  }
  return (
    <SubPage title={t('mSeconds.detailTitle')}>
      <div className="m-page mc-detail msec-detail" data-testid="seconds-detail">
        {body}
      </div>
    </SubPage>
  );
}

function OrderFields({ order, precision }: { order: TSecondsOrder; precision: number | undefined }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const now = useNow(order.entryStatus === 1 ? 250 : 3_600_000);
  const isOpen = order.entryStatus === 1;
  const direction = directionOf(order);
  const price = (value: string) => <bdi dir="ltr"><Output value={value} decimals={precision ?? 8} empty="--" /></bdi>;
  const usdt = (value: string) =>
    value === '' ? (
      '--'
    ) : (
      <>
        <bdi dir="ltr"><Output value={value} scale={USDT_SCALE} empty="--" /></bdi> {order.quoteCoin}
      </>
    );
  const time = (value: number | null) => (value ? <bdi>{formatDateTime(value, lang, { seconds: true })}</bdi> : '--');
  return (
    <section className="mc-dcard" data-order-id={order.id} data-status={isOpen ? 'open' : 'settled'}>
      <header className="mc-dcard__head">
        <span className={`mt-tag mc-tag--${direction}`}>{t(`seconds.${direction}`)}</span>
        <bdi dir="ltr" className="mt-ocard__pair">
          {pairOf(order)}
        </bdi>
        <span className={`mc-status${isOpen ? ' mc-status--holding' : ''}`} data-testid="detail-status">
          {t(isOpen ? 'seconds.status.open' : 'seconds.status.settled')}
        </span>
        {order.outcome && (
          <span className={`mt-tag mc-outcome mc-outcome--${order.outcome} msec-outcome`} data-testid="detail-outcome">
            {t(`seconds.outcome.${order.outcome}`)}
          </span>
        )}
      </header>
      <div className="mc-pnl mc-pnl--big">
        <span className="mt-ocard__label">{t('seconds.field.profit')}</span>
        <span className="mc-pnl__value" data-trend={trendOfProfit(order.profit)}>
          <bdi dir="ltr"><Output value={order.profit} scale={USDT_SCALE} sign="always" empty="--" /></bdi> <span className="mc-pnl__unit">{order.quoteCoin}</span>
        </span>
      </div>
      {isOpen && <Countdown order={order} now={now} />}
      <dl className="mc-rows">
        <Row label={t('seconds.field.id')} testId="detail-id">
          <bdi dir="ltr">{order.id}</bdi>
        </Row>
        <Row label={t('seconds.field.pair')}>
          <bdi dir="ltr">{pairOf(order)}</bdi>
        </Row>
        <Row label={t('seconds.field.direction')}>{t(`seconds.${direction}`)}</Row>
        <Row label={t('seconds.field.openAmount')}>{usdt(order.openAmount)}</Row>
        <Row label={t('seconds.field.positionTime')}>{t('seconds.durationValue', { s: order.positionTime })}</Row>
        <Row label={t('seconds.field.fee')}>{usdt(order.fee)}</Row>
        <Row label={t('seconds.field.incomeRate')}>
          <bdi dir="ltr">{ratePercent(order.incomeRate, lang)}</bdi>
        </Row>
        <Row label={t('seconds.profit')}>{usdt(order.payoutMax)}</Row>
        <Row label={t('seconds.field.openTime')}>{time(order.openTime)}</Row>
        <Row label={t('seconds.field.expiryTime')}>{time(order.expiryTime)}</Row>
        <Row label={t('seconds.field.openPrice')} testId="detail-open-price">
          {price(order.openPrice)}
        </Row>
        <Row label={t('seconds.field.settlementPrice')} testId="detail-settlement-price">
          {price(order.settlementPrice)}
        </Row>
        <Row label={t('seconds.field.outcome')}>{order.outcome ? t(`seconds.outcome.${order.outcome}`) : '--'}</Row>
        <Row label={t('seconds.field.payout')}>{usdt(order.payout)}</Row>
        <Row label={t('seconds.field.profit')}>
          <bdi dir="ltr"><Output value={order.profit} scale={USDT_SCALE} sign="always" empty="--" /></bdi>
          {order.profit !== '' && ` ${order.quoteCoin}`}
        </Row>
        <Row label={t('seconds.field.settleTime')}>{time(order.settleTime)}</Row>
      </dl>
    </section>
  );
}
