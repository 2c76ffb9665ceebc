import { Button, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { cutDecimals, findMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { TREND_COLORS } from '../../../features/market/change-text';
import { formatFixed } from '../../../features/market/format-market';
import { pairLabel } from '../../../features/market/market-info';
import { LtrNumber } from '../../../features/market/ltr-number';
import { quoteDecimals } from '../../../features/format/cut-decimals';
import { formatDateTime } from '../../../features/format/format-date';
import type { TSpotOrder } from '../../../features/trade/trade-types';

type TColumnsOptions = {
  t: TFunction;
  lang: TLocale;
  /** Open orders get the cancel action; history gets the status and fee. */
  isOpen: boolean;
  onCancel: (orderId: number) => void;
  cancellingId: number | null;
};

const precisionOf = (order: TSpotOrder) => findMarket(order.symbol) ?? { pricePrecision: 8, quantityPrecision: 8 };

/** Quote amounts: USDT cut to 4 decimals (SPEC §9); BTC and ETH need all 8 to mean anything. */

/** A decimal string cut to `decimals` (SPEC §9: cut, never rounded), grouped for the language. */
const amountText = (value: string, decimals: number, lang: TLocale) => formatFixed(value, decimals, lang);

/** The columns of the orders tables; amounts are the server's exact decimal strings, cut for display. */
export function ordersColumns({ t, lang, isOpen, onCancel, cancellingId }: TColumnsOptions): ColumnsType<TSpotOrder> {
  const columns: ColumnsType<TSpotOrder> = [
    { key: 'time', title: t('trade.col.time'), render: (_, o) => <LtrNumber>{formatDateTime(o.time, lang, { seconds: true })}</LtrNumber> },
    { key: 'pair', title: t('trade.col.pair'), render: (_, o) => <LtrNumber>{pairLabel(o)}</LtrNumber> },
    {
      key: 'side',
      title: t('trade.col.side'),
      render: (_, o) => <span style={{ color: TREND_COLORS[o.side === 'buy' ? 'up' : 'down'] }}>{t(o.side === 'buy' ? 'trade.buy' : 'trade.sell')}</span>,
    },
    { key: 'type', title: t('trade.col.type'), render: (_, o) => (o.type === 'LMT' ? t('trade.limit') : t('trade.market')) },
    {
      key: 'price',
      title: t('trade.col.price'),
      align: 'end',
      render: (_, o) => (o.type === 'MKT' ? t('trade.marketPriceShort') : <LtrNumber>{amountText(o.price, precisionOf(o).pricePrecision, lang)}</LtrNumber>),
    },
    {
      key: 'amount',
      title: t('trade.col.amount'),
      align: 'end',
      render: (_, o) =>
        o.type === 'MKT' && o.side === 'buy' ? (
          <LtrNumber>
            {cutDecimals(o.quoteAmount, quoteDecimals(o.quote))} {o.quote}
          </LtrNumber>
        ) : (
          <LtrNumber>
            {amountText(o.amount, precisionOf(o).quantityPrecision, lang)} {o.base}
          </LtrNumber>
        ),
    },
    {
      key: 'filled',
      title: t('trade.col.filled'),
      align: 'end',
      render: (_, o) => <LtrNumber>{amountText(o.filled, precisionOf(o).quantityPrecision, lang)}</LtrNumber>,
    },
    {
      key: 'avgPrice',
      title: t('trade.col.avgPrice'),
      align: 'end',
      render: (_, o) => <LtrNumber>{o.avgPrice === '0' ? '—' : amountText(o.avgPrice, precisionOf(o).pricePrecision, lang)}</LtrNumber>,
    },
    {
      key: 'value',
      title: t('trade.col.value'),
      align: 'end',
      render: (_, o) => (
        <LtrNumber>
          {cutDecimals(o.filledQuote, quoteDecimals(o.quote))} {o.quote}
        </LtrNumber>
      ),
    },
  ];
  if (!isOpen) {
    columns.push(
      {
        key: 'fee',
        title: t('trade.col.fee'),
        align: 'end',
        render: (_, o) => (
          <LtrNumber>
            {cutDecimals(o.fee, 8)} {o.feeCoin}
          </LtrNumber>
        ),
      },
      { key: 'status', title: t('trade.col.status'), render: (_, o) => <span data-status={o.status}>{t(`trade.status.${o.status}`)}</span> },
    );
  } else {
    columns.push({
      key: 'action',
      title: t('trade.col.action'),
      align: 'end',
      render: (_, o) => (
        <Popconfirm title={t('trade.cancelConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => onCancel(o.orderId)}>
          <Button size="small" danger loading={cancellingId === o.orderId} data-testid={`cancel-${o.orderId}`}>
            {t('trade.cancelOrder')}
          </Button>
        </Popconfirm>
      ),
    });
  }
  return columns;
}
