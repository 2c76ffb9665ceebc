import { useTranslation } from 'react-i18next';
import { slippagePercent, type TMarket } from '@exchange/contracts';
import { quoteDecimals } from '../format/cut-decimals';
import { useLocaleStore } from '../locale/locale-store';
import { formatOutput } from '../format/format-output';
import { LtrNumber } from '../market/ltr-number';
import { pairLabel } from '../market/market-info';
import type { TOrderSummary } from './order-form';
import type { TCutNotice } from './placed-order';
import type { TPlaceOrderInput } from './trade-types';
import './order-summary.css';

type TRow = { id: string; label: string; value: string | null; coin?: string };

/** A number inside translated text, isolated left to right (Unicode LRI…PDI), so "0.1%" never reads "%0.1" in Arabic. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The order's summary as label and value rows, the one way both interfaces show it: in the form
 * (fee, what comes in, a market order's estimate) and, with the order itself first (side, pair,
 * type, price, amount, total), in the confirmation. Numbers are cut, never rounded (SPEC §9), at the
 * price precision or the coin's display decimals. Warnings follow as alerts.
 */
export function OrderSummaryLines({ market, summary, order }: { market: TMarket; summary: TOrderSummary; order?: TPlaceOrderInput }) {
  const className = 'order-summary';
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const price = (value: string) => formatOutput(value, lang, { decimals: market.pricePrecision });
  const money = (value: string, coin: string) => formatOutput(value, lang, { decimals: quoteDecimals(coin) });
  const { estimate, fee, receive } = summary;
  const rows: TRow[] = [];
  if (order) {
    const isMarket = order.type === 'MKT';
    rows.push(
      { id: 'side', label: t('trade.col.side'), value: t(`trade.${order.side}`) },
      { id: 'pair', label: t('trade.col.pair'), value: pairLabel(market) },
      { id: 'type', label: t('trade.col.type'), value: isMarket ? t('trade.market') : t('trade.limit') },
      { id: 'price', label: t('trade.col.price'), value: isMarket ? t('trade.marketPrice') : price(order.price), coin: isMarket ? undefined : market.quote },
      isMarket && order.side === 'buy'
        ? { id: 'amount', label: t('trade.spend'), value: money(order.amount, market.quote), coin: market.quote }
        : { id: 'amount', label: t('trade.col.amount'), value: formatOutput(order.amount, lang, { decimals: market.quantityPrecision }), coin: market.base },
      { id: 'total', label: t('trade.orderTotal'), value: summary.total === null ? null : money(summary.total, market.quote), coin: market.quote },
    );
  }
  if (estimate) {
    rows.push(
      { id: 'avg', label: t('orderConfirm.avgPrice'), value: price(estimate.avgPrice), coin: market.quote },
      { id: 'worst', label: t('orderConfirm.worstPrice'), value: price(estimate.worstPrice), coin: market.quote },
      { id: 'limit', label: t('orderConfirm.limitPrice', { slippage: ltr(estimate.slippage) }), value: price(estimate.limitPrice), coin: market.quote },
    );
  }
  rows.push(
    { id: 'fee', label: t('orderConfirm.fee', { rate: ltr(slippagePercent(market.takerFee)) }), value: fee && money(fee.amount, fee.coin), coin: fee?.coin },
    { id: 'receive', label: t('orderConfirm.receive'), value: receive && money(receive.amount, receive.coin), coin: receive?.coin },
  );
  return (
    <div className={order ? `${className} ${className}--confirm` : className} data-testid={order ? 'order-confirm-summary' : 'order-summary'}>
      {rows.map((row) => (
        <div key={row.id} className={`${className}__row`} data-row={row.id}>
          <span className={`${className}__label`}>{row.label}</span>
          <LtrNumber className={`${className}__value`}>
            {row.value ?? '—'}
            {row.value && row.coin ? ` ${row.coin}` : ''}
          </LtrNumber>
        </div>
      ))}
      {summary.warnings.map((w) => (
        <p key={w.key} className={`${className}__warning`} role="alert" data-testid="order-summary-warning">
          {t(w.key, Object.fromEntries(Object.entries(w.values ?? {}).map(([k, v]) => [k, ltr(v)])))}
        </p>
      ))}
    </div>
  );
}

/** After a market order cut by the price protection: what filled and what came back. */
export function CutNoticeText({ market, cut }: { market: TMarket; cut: TCutNotice }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <>
      {t('orderConfirm.cutNotice', {
        filled: ltr(formatOutput(cut.filled, lang, { decimals: market.quantityPrecision })),
        base: cut.base,
        unfilled: ltr(formatOutput(cut.unfilled, lang, { decimals: quoteDecimals(cut.coin) })),
        coin: cut.coin,
      })}
    </>
  );
}
