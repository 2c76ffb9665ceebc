import { Button, DotLoading } from 'antd-mobile';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { ApiError } from '../../../features/api/api-error';
import { marginRatioPercent, statusKey } from '../../../features/contract/contract-stops';
import type { TContractDetail } from '../../../features/contract/contract-types';
import { useContractDetail } from '../../../features/contract/use-contract-data';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { durationOf, trendOfProfit, USDT_SCALE } from './contract-view';
import { DirectionTags, Row } from './order-parts';
import { ProofSection } from './proof-section';

/** The order id of the path, or null when it is not one. */
function orderIdOf(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/**
 * One contract order (/contract/order/:id): every SPEC §3 field (order id, type, leverage, margin,
 * quantity, order, open, current and settlement prices, profit, fees, what came back, stops,
 * status and outcome, times and time held), then the proof: the recorded ticks it opened and
 * settled at.
 */
export function ContractDetailPage() {
  const { t } = useTranslation();
  const orderId = orderIdOf(useParams().id);
  const detail = useContractDetail(orderId);
  let body;
  if (orderId === null) {
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
          {t('contract.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <OrderFields order={detail.data} />
        <ProofSection order={detail.data} />
      </>
    );
  }
  return (
    <SubPage title={t('mContract.detailTitle')}>
      <div className="m-page mc-detail" data-testid="contract-detail">
        {body}
      </div>
    </SubPage>
  );
}

function OrderFields({ order }: { order: TContractDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const market = findContractMarket(order.symbol);
  const price = (value: string) => <Output value={value} decimals={market?.pricePrecision ?? 8} empty="--" />;
  const usdt = (value: string) => (
    <>
      <bdi dir="ltr"><Output value={value} scale={USDT_SCALE} empty="--" /></bdi> {order.quote}
    </>
  );
  const time = (value: number | null) => (value ? <bdi>{formatDateTime(value, lang, { seconds: true })}</bdi> : '--');
  const held = durationOf(order.holdTime);
  const isOpen = order.status === 'holding';
  const profitTrend = order.openPrice === '' ? 'flat' : trendOfProfit(order.profit);
  return (
    <section className="mc-dcard" data-order-id={order.orderId} data-status={order.status}>
      <header className="mc-dcard__head">
        <DirectionTags order={order} />
        <bdi dir="ltr" className="mt-ocard__pair">
          {order.base}/{order.quote}
        </bdi>
        <span className={`mc-status mc-status--${order.status}`} data-testid="detail-status">
          {t(statusKey(order))}
        </span>
        {order.outcome && (
          <span className={`mt-tag mc-outcome mc-outcome--${order.outcome}`} data-testid="detail-outcome">
            {t(`contract.outcome.${order.outcome}`)}
          </span>
        )}
      </header>
      <div className="mc-pnl mc-pnl--big">
        <span className="mt-ocard__label">{t(isOpen ? 'contract.pnl' : 'contract.field.profit')}</span>
        <span className="mc-pnl__value" data-trend={profitTrend}>
          <bdi dir="ltr">{order.openPrice === '' ? '--' : <Output value={order.profit} sign="always" empty="--" />}</bdi> <span className="mc-pnl__unit">{order.quote}</span>
        </span>
      </div>
      <dl className="mc-rows">
        <Row label={t('contract.field.orderId')} testId="detail-order-id">
          <bdi dir="ltr">{order.orderId}</bdi>
        </Row>
        <Row label={t('contract.field.type')}>{t(`contract.${order.type}`)}</Row>
        <Row label={t('contract.field.multiple')}>
          <bdi dir="ltr">{t('contract.leverageValue', { value: order.multiple })}</bdi>
        </Row>
        <Row label={t('contract.field.openAmount')}>{usdt(order.openAmount)}</Row>
        <Row label={t('contract.field.openQuantity')}>
          <bdi dir="ltr"><Output value={order.openQuantity} decimals={market?.quantityPrecision ?? 8} /></bdi> {order.base}
        </Row>
        <Row label={t('contract.field.buyPrice')}>
          <bdi dir="ltr">{order.type === 'limit' ? price(order.buyPrice) : t('contract.market')}</bdi>
        </Row>
        <Row label={t('contract.field.openPrice')}>
          <bdi dir="ltr">{price(order.openPrice)}</bdi>
        </Row>
        {isOpen && (
          <Row label={t('contract.field.currentPrice')}>
            <bdi dir="ltr">{price(order.currentPrice)}</bdi>
          </Row>
        )}
        {isOpen && (
          <Row label={t('contract.liquidationPrice')}>
            <bdi dir="ltr">{price(order.liquidationPrice)}</bdi>
          </Row>
        )}
        <Row label={t('contract.stopLoss')}>
          <bdi dir="ltr">{price(order.stopLoss)}</bdi>
        </Row>
        <Row label={t('contract.takeProfit')}>
          <bdi dir="ltr">{price(order.takeProfit)}</bdi>
        </Row>
        <Row label={t('contract.field.settlementPrice')} testId="detail-settlement-price">
          <bdi dir="ltr">{price(order.settlementPrice)}</bdi>
        </Row>
        <Row label={t('contract.field.settlementProfit')}>
          <bdi dir="ltr"><Output value={order.settlementProfit} sign="always" empty="--" /></bdi>
          {order.settlementProfit !== '' && ` ${order.quote}`}
        </Row>
        <Row label={t('contract.field.openFee')}>{usdt(order.openFee)}</Row>
        <Row label={t('contract.field.closeFee')}>{usdt(order.closeFee)}</Row>
        <Row label={t('contract.field.liquidationFee')}>{usdt(order.liquidationFee)}</Row>
        {/[1-9]/.test(order.insurancePaid) && <Row label={t('contract.field.insurancePaid')}>{usdt(order.insurancePaid)}</Row>}
        <Row label={t('contract.field.finalAmount')}>{order.finalAmount === '' ? '--' : usdt(order.finalAmount)}</Row>
        <Row label={t('contract.field.time')}>{time(order.time)}</Row>
        <Row label={t('contract.field.openTime')}>{time(order.openTime)}</Row>
        <Row label={t('contract.field.finishTime')}>{time(order.finishTime)}</Row>
        <Row label={t('contract.field.holdTime')}>
          <bdi>{order.openTime ? t(held.key, held.values) : '--'}</bdi>
        </Row>
        {isOpen && order.marginRatio !== '' && (
          <Row label={t('contract.marginRatio')}>
            <bdi dir="ltr"><Output value={marginRatioPercent(order.marginRatio)} decimals={2} />%</bdi>
          </Row>
        )}
      </dl>
    </section>
  );
}
