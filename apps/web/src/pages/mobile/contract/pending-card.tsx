import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { USDT_SCALE } from './contract-view';
import { Cell, OrderHead } from './order-parts';

type TProps = { order: TContractOrder; onCancel: (orderId: number) => void; onEditStops: (order: TContractOrder) => void; isCancelling: boolean };

/**
 * A pending (limit) order, waiting for a recorded price to reach its price: the price, margin,
 * stops and when it was placed (its fee is charged when it opens); Cancel (after a confirmation: what it froze returns) and Edit of
 * its stops.
 */
export function PendingCard({ order, onCancel, onEditStops, isCancelling }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const market = findContractMarket(order.symbol);
  const price = (value: string) => <Output value={value} decimals={market?.pricePrecision ?? 8} empty="--" />;
  const confirmCancel = async () => {
    const isSure = await Dialog.confirm({
      title: t('contract.cancelTitle'),
      content: t('contract.cancelText'),
      confirmText: t('contract.cancel'),
      cancelText: t('contract.keep'),
    });
    if (isSure) onCancel(order.orderId);
  };
  return (
    <article className="mt-ocard mc-card" data-order-id={order.orderId} data-status={order.status} data-direction={order.direction}>
      <OrderHead order={order}>
        <span className="mt-tag">{t('contract.limit')}</span>
      </OrderHead>
      <div className="mt-ocard__grid">
        <Cell label={t('contract.field.buyPrice')} unit={order.quote} testId="pending-price">
          {price(order.buyPrice)}
        </Cell>
        <Cell label={t('contract.field.openAmount')} unit={order.quote}>
          <Output value={order.openAmount} scale={USDT_SCALE} empty="--" />
        </Cell>
        <Cell label={t('contract.stopLoss')}>{price(order.stopLoss)}</Cell>
        <Cell label={t('contract.takeProfit')}>{price(order.takeProfit)}</Cell>
        <Cell label={t('contract.field.time')} isWordy>{formatDateTime(order.time, lang)}</Cell>
      </div>
      <footer className="mc-card__actions">
        <span className="mt-status">{t('contract.status.pending')}</span>
        <Button size="small" className="mt-cancel" onClick={() => onEditStops(order)}>
          {t('mContract.editStops')}
        </Button>
        <Button size="small" className="mc-close" loading={isCancelling} disabled={isCancelling} onClick={() => void confirmCancel()} data-testid="cancel-order">
          {t('contract.cancel')}
        </Button>
      </footer>
    </article>
  );
}
