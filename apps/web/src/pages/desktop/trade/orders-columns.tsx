import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { findMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { TREND_COLORS } from '../../../features/market/change-text';
import { formatOutput } from '../../../features/format/format-output';
import { pairLabel } from '../../../features/market/market-info';
import { LtrNumber } from '../../../features/market/ltr-number';
import { quoteDecimals } from '../../../features/format/cut-decimals';
import { formatDateTime } from '../../../features/format/format-date';
import type { TOrderFill, TSpotOrder } from '../../../features/trade/trade-types';

type TColumnsOptions = {
  t: TFunction;
  lang: TLocale;
  /** Open orders get the cancel action; history gets the status and fee. */
  isOpen: boolean;
  onCancel: (orderId: number) => void;
  cancellingId: number | null;
  /** Adds a "Details" action that opens the order with its fills. */
  onDetail?: (orderId: number) => void;
};

type TCell = (order: TSpotOrder) => ReactNode;

const precisionOf = (order: Pick<TSpotOrder, 'symbol'>) => findMarket(order.symbol) ?? { pricePrecision: 8, quantityPrecision: 8 };

/** A decimal string cut to `decimals` (SPEC §9: cut, never rounded), grouped for the language. */
const amountText = (value: string, decimals: number, lang: TLocale) => formatOutput(value, lang, { decimals: decimals });

/**
 * A date in the language's own order: isolated with its own direction (an Arabic date carries
 * right-to-left marks that a forced left-to-right span would scramble).
 */
const dateText = (time: number, lang: TLocale) => <bdi>{formatDateTime(time, lang, { seconds: true })}</bdi>;

/**
 * How each figure of an order is shown, for the orders tables and the order detail alike (one way to
 * show a number): amounts are the server's exact decimal strings, cut for display; quote amounts are
 * USDT cut to 4 decimals (SPEC §9), BTC and ETH need all 8 to mean anything.
 */
export function orderCells(t: TFunction, lang: TLocale): Record<'time' | 'updatedAt' | 'pair' | 'side' | 'type' | 'price' | 'amount' | 'filled' | 'avgPrice' | 'value' | 'fee' | 'status', TCell> {
  return {
    time: (o) => dateText(o.time, lang),
    updatedAt: (o) => dateText(o.updatedAt, lang),
    pair: (o) => <LtrNumber>{pairLabel(o)}</LtrNumber>,
    side: (o) => <span style={{ color: TREND_COLORS[o.side === 'buy' ? 'up' : 'down'] }}>{t(o.side === 'buy' ? 'trade.buy' : 'trade.sell')}</span>,
    type: (o) => (o.type === 'LMT' ? t('trade.limit') : t('trade.market')),
    price: (o) => (o.type === 'MKT' ? t('trade.marketPriceShort') : <LtrNumber>{amountText(o.price, precisionOf(o).pricePrecision, lang)}</LtrNumber>),
    amount: (o) =>
      o.type === 'MKT' && o.side === 'buy' ? (
        <LtrNumber>
          {formatOutput(o.quoteAmount, lang, { scale: quoteDecimals(o.quote), unit: o.quote })}
        </LtrNumber>
      ) : (
        <LtrNumber>
          {amountText(o.amount, precisionOf(o).quantityPrecision, lang)} {o.base}
        </LtrNumber>
      ),
    filled: (o) => <LtrNumber>{amountText(o.filled, precisionOf(o).quantityPrecision, lang)}</LtrNumber>,
    avgPrice: (o) => <LtrNumber>{o.avgPrice === '0' ? '—' : amountText(o.avgPrice, precisionOf(o).pricePrecision, lang)}</LtrNumber>,
    value: (o) => (
      <LtrNumber>
        {formatOutput(o.filledQuote, lang, { scale: quoteDecimals(o.quote), unit: o.quote })}
      </LtrNumber>
    ),
    fee: (o) => (
      <LtrNumber>
        {formatOutput(o.fee, lang, { scale: 8, unit: o.feeCoin })}
      </LtrNumber>
    ),
    status: (o) => <span data-status={o.status}>{t(`trade.status.${o.status}`)}</span>,
  };
}

/** The columns of an order's fills table: its trades at the market's precisions, the fee in the order's fee coin. */
export function fillColumns(t: TFunction, lang: TLocale, order: TSpotOrder): ColumnsType<TOrderFill> {
  const { pricePrecision, quantityPrecision } = precisionOf(order);
  return [
    { key: 'time', title: t('trade.col.time'), render: (_, f) => dateText(f.time, lang) },
    { key: 'price', title: t('trade.col.price'), align: 'end', render: (_, f) => <LtrNumber>{amountText(f.price, pricePrecision, lang)}</LtrNumber> },
    {
      key: 'quantity',
      title: t('spotOrders.quantity'),
      align: 'end',
      render: (_, f) => (
        <LtrNumber>
          {amountText(f.quantity, quantityPrecision, lang)} {order.base}
        </LtrNumber>
      ),
    },
    { key: 'role', title: t('spotOrders.role'), render: (_, f) => t(f.role === 'maker' ? 'spotOrders.maker' : 'spotOrders.taker') },
    {
      key: 'fee',
      title: t('trade.col.fee'),
      align: 'end',
      render: (_, f) => (
        <LtrNumber>
          {formatOutput(f.fee, lang, { scale: 8, unit: order.feeCoin })}
        </LtrNumber>
      ),
    },
  ];
}

/** The columns of the orders tables. */
export function ordersColumns({ t, lang, isOpen, onCancel, cancellingId, onDetail }: TColumnsOptions): ColumnsType<TSpotOrder> {
  const cell = orderCells(t, lang);
  const columns: ColumnsType<TSpotOrder> = [
    { key: 'time', title: t('trade.col.time'), render: (_, o) => cell.time(o) },
    { key: 'pair', title: t('trade.col.pair'), render: (_, o) => cell.pair(o) },
    { key: 'side', title: t('trade.col.side'), render: (_, o) => cell.side(o) },
    { key: 'type', title: t('trade.col.type'), render: (_, o) => cell.type(o) },
    { key: 'price', title: t('trade.col.price'), align: 'end', render: (_, o) => cell.price(o) },
    { key: 'amount', title: t('trade.col.amount'), align: 'end', render: (_, o) => cell.amount(o) },
    { key: 'filled', title: t('trade.col.filled'), align: 'end', render: (_, o) => cell.filled(o) },
    { key: 'avgPrice', title: t('trade.col.avgPrice'), align: 'end', render: (_, o) => cell.avgPrice(o) },
    { key: 'value', title: t('trade.col.value'), align: 'end', render: (_, o) => cell.value(o) },
  ];
  if (!isOpen) {
    columns.push(
      { key: 'fee', title: t('trade.col.fee'), align: 'end', render: (_, o) => cell.fee(o) },
      { key: 'status', title: t('trade.col.status'), render: (_, o) => cell.status(o) },
    );
  }
  const detail = (o: TSpotOrder) =>
    onDetail && (
      <Button size="small" type="link" onClick={() => onDetail(o.orderId)} data-testid={`detail-${o.orderId}`}>
        {t('spotOrders.details')}
      </Button>
    );
  if (isOpen) {
    // Pinned to the end: on a narrow column the table scrolls, and the actions stay in sight.
    columns.push({
      key: 'action',
      title: t('trade.col.action'),
      align: 'end',
      fixed: 'end',
      render: (_, o) => (
        <span className="pc-orders__actions">
          {detail(o)}
          <Popconfirm title={t('trade.cancelConfirm')} okText={t('trade.cancelOrder')} cancelText={t('orderCancel.keep')} onConfirm={() => onCancel(o.orderId)}>
            <Button size="small" danger loading={cancellingId === o.orderId} data-testid={`cancel-${o.orderId}`}>
              {t('trade.cancelOrder')}
            </Button>
          </Popconfirm>
        </span>
      ),
    });
  } else if (onDetail) {
    columns.push({ key: 'action', title: t('trade.col.action'), align: 'end', fixed: 'end', render: (_, o) => detail(o) });
  }
  return columns;
}
