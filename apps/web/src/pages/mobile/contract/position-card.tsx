import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { marginRatioPercent } from '../../../features/contract/contract-stops';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { durationOf, trendOfProfit, USDT_SCALE } from './contract-view';
import { Cell, OrderHead } from './order-parts';

type TProps = { order: TContractOrder; onClose: (orderId: number) => void; onEditStops: (order: TContractOrder) => void; isClosing: boolean };

/**
 * A holding position, live (the positions push): its unrealized P/L coloured, entry, current and
 * liquidation prices, margin, size, margin ratio, stops and time held; Close (after a confirmation:
 * it closes at the newest recorded price) and Edit of the stop loss and take profit.
 */
export function PositionCard({ order, onClose, onEditStops, isClosing }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const market = findContractMarket(order.symbol);
  const price = (value: string) => <Output value={value} decimals={market?.pricePrecision ?? 8} empty="--" />;
  const ratio = marginRatioPercent(order.marginRatio);
  const held = durationOf(order.holdTime);
  const confirmClose = async () => {
    const isSure = await Dialog.confirm({
      title: t('contract.closeTitle'),
      content: t('contract.closeText'),
      confirmText: t('contract.close'),
      cancelText: t('contract.keep'),
    });
    if (isSure) onClose(order.orderId);
  };
  return (
    <article className="mt-ocard mc-card" data-order-id={order.orderId} data-status={order.status} data-direction={order.direction}>
      <OrderHead order={order} />
      <div className="mc-pnl">
        <span className="mt-ocard__label">{t('contract.pnl')}</span>
        <span className="mc-pnl__value" data-trend={trendOfProfit(order.profit)} data-testid="position-pnl">
          <bdi dir="ltr"><Output value={order.profit} sign="always" empty="--" /></bdi> <span className="mc-pnl__unit">{order.quote}</span>
        </span>
      </div>
      <div className="mt-ocard__grid">
        <Cell label={t('contract.entryPrice')}>{price(order.openPrice)}</Cell>
        <Cell label={t('contract.currentPrice')}>{price(order.currentPrice)}</Cell>
        <Cell label={t('contract.liquidationPrice')} testId="position-liquidation">
          {price(order.liquidationPrice)}
        </Cell>
        <Cell label={t('contract.field.openAmount')} unit={order.quote}>
          <Output value={order.openAmount} scale={USDT_SCALE} empty="--" />
        </Cell>
        <Cell label={t('contract.field.openQuantity')} unit={order.base}>
          <Output value={order.openQuantity} decimals={market?.quantityPrecision ?? 8} />
        </Cell>
        <Cell label={t('contract.marginRatio')} testId="position-ratio">
          {ratio === '' ? '--' : `${formatOutput(ratio, lang, { decimals: 2 })}%`}
        </Cell>
        <Cell label={t('contract.stopLoss')} testId="position-sl">
          {price(order.stopLoss)}
        </Cell>
        <Cell label={t('contract.takeProfit')} testId="position-tp">
          {price(order.takeProfit)}
        </Cell>
        <Cell label={t('contract.holdTime')} isWordy>{t(held.key, held.values)}</Cell>
      </div>
      <footer className="mc-card__actions">
        <Button size="small" className="mt-cancel" onClick={() => onEditStops(order)} data-testid="edit-stops">
          {t('mContract.editStops')}
        </Button>
        <Button size="small" className="mc-close" loading={isClosing} disabled={isClosing} onClick={() => void confirmClose()} data-testid="close-position">
          {t('contract.close')}
        </Button>
      </footer>
    </article>
  );
}
