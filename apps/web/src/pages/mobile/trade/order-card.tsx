import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { findMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { quoteDecimals } from '../../../features/format/cut-decimals';
import { formatDateTime } from '../../../features/format/format-date';
import { formatOutput } from '../../../features/format/format-output';
import type { TSpotOrder } from '../../../features/trade/trade-types';

type TProps = { order: TSpotOrder; lang: TLocale; onCancel?: (orderId: number) => void; isCancelling?: boolean };

/**
 * One spot order: side, pair, type and time; price, amount and what has traded; for orders that
 * ended, the average price, value, fee and status. Unfinished orders can be cancelled (after a
 * confirmation: what has not traded returns to the available balance).
 */
export function OrderCard({ order, lang, onCancel, isCancelling }: TProps) {
  const { t } = useTranslation();
  const market = findMarket(order.symbol);
  const pricePrecision = market?.pricePrecision ?? 8;
  const qtyPrecision = market?.quantityPrecision ?? 8;
  const isMarketBuy = order.type === 'MKT' && order.side === 'buy';
  // "0" until the first fill: a price of 0 would read as a trade at 0.
  const hasFills = /[1-9]/.test(order.filled);
  const confirmCancel = async () => {
    const isSure = await Dialog.confirm({ content: t('trade.cancelConfirm'), confirmText: t('trade.cancelOrder'), cancelText: t('orderCancel.keep') });
    if (isSure) onCancel?.(order.orderId);
  };
  const cell = (label: string, value: string, coin?: string) => (
    <div className="mt-ocard__cell">
      <span className="mt-ocard__label">{label}</span>
      <span className="mt-ocard__value">
        <bdi dir="ltr">{value}</bdi>
        {coin && <span className="mt-muted"> {coin}</span>}
      </span>
    </div>
  );
  return (
    <article className="mt-ocard" data-order-id={order.orderId} data-status={order.status}>
      <header className="mt-ocard__head">
        <span className={`mt-tag mt-tag--${order.side}`}>{t(`trade.${order.side}`)}</span>
        <bdi dir="ltr" className="mt-ocard__pair">
          {order.base}/{order.quote}
        </bdi>
        <span className="mt-tag">{order.type === 'LMT' ? t('trade.limit') : t('trade.marketPriceShort')}</span>
        <time className="mt-ocard__time" dateTime={new Date(order.time).toISOString()}>
          <bdi>{formatDateTime(order.time, lang, { seconds: true })}</bdi>
        </time>
      </header>
      <div className="mt-ocard__grid">
        {cell(t('trade.col.price'), order.type === 'LMT' ? formatOutput(order.price, lang, { decimals: pricePrecision }) : t('trade.marketPriceShort'), order.type === 'LMT' ? order.quote : undefined)}
        {isMarketBuy
          ? cell(t('trade.spend'), formatOutput(order.quoteAmount, lang, { decimals: quoteDecimals(order.quote) }), order.quote)
          : cell(t('trade.col.amount'), formatOutput(order.amount, lang, { decimals: qtyPrecision }), order.base)}
        {cell(t('trade.col.filled'), formatOutput(order.filled, lang, { decimals: qtyPrecision }), order.base)}
        {order.status !== 'unfinished' && (
          <>
            {cell(t('trade.col.avgPrice'), hasFills ? formatOutput(order.avgPrice, lang, { decimals: pricePrecision }) : '--', hasFills ? order.quote : undefined)}
            {cell(t('trade.col.value'), formatOutput(order.filledQuote, lang, { decimals: quoteDecimals(order.quote) }), order.quote)}
            {cell(t('trade.col.fee'), formatOutput(order.fee, lang, { decimals: 8 }), order.feeCoin)}
          </>
        )}
      </div>
      <footer className="mt-ocard__foot">
        <span className={`mt-status mt-status--${order.status}`}>{t(`trade.status.${order.status}`)}</span>
        {order.status === 'unfinished' && onCancel && (
          <Button size="mini" className="mt-cancel" loading={isCancelling} disabled={isCancelling} onClick={() => void confirmCancel()}>
            {t('trade.cancelOrder')}
          </Button>
        )}
      </footer>
    </article>
  );
}
