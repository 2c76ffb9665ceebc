import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../clock/use-now';
import { copyText } from '../clipboard/copy-text';
import { formatOutput } from '../format/format-output';
import { useLocaleStore } from '../locale/locale-store';
import { notify } from '../notify/notify';
import type { TFiatOrder, TFiatPlatform } from './fiat-api';
import { hasPayoutFor } from './fiat-form';
import { shownState } from './fiat-order';
import { useFiatOrders } from './use-fiat-data';
import { USDT_SCALE, type useFiatTrade } from './use-fiat-trade';

/** An order id from the address, or null when it is not one (so nothing is asked of the server). */
export function orderIdOf(id: string | null | undefined): string | null {
  return id && /^\d{1,18}$/.test(id) ? id : null;
}

export type TOrdersSide = 'all' | 'buy' | 'sell';

/** The order list of both interfaces: the side filter (back to page 1 when it changes), the page, the orders, the reader's language and a slow clock for the states. */
export function useFiatOrdersList() {
  const [side, setSideOnly] = useState<TOrdersSide>('all');
  const [page, setPage] = useState(1);
  const orders = useFiatOrders(page, side);
  const lang = useLocaleStore((s) => s.lang);
  const now = useNow(10_000);
  const setSide = (value: TOrdersSide) => (setSideOnly(value), setPage(1));
  return { side, setSide, page, setPage, orders, lang, now };
}

/** What one order's screen shows on both interfaces: its shown state, the clock, and the sentence that says what the state means ('' for none). */
export function useOrderView(order: TFiatOrder) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const lang = useLocaleStore((s) => s.lang);
  const state = shownState(order, now);
  const isBuy = order.side === 'buy';
  const note =
    state === 'paid' && isBuy
      ? t('fiat.order.underReview')
      : state === 'confirmed'
        ? isBuy
          ? t('fiat.order.confirmedBuy', { amount: formatOutput(order.usdtAmount, lang, { scale: USDT_SCALE }) })
          : t('fiat.order.confirmedSell')
        : state === 'rejected'
          ? t('fiat.order.rejected', { reason: order.reason })
          : state === 'expired'
            ? t('fiat.order.expired')
            : state === 'cancelled'
              ? t('fiat.order.cancelledNote')
              : !isBuy
                ? t('fiat.order.sellWaiting')
                : '';
  return { now, state, isBuy, isPaying: isBuy && state === 'waiting', note };
}

/** A sell's payout: whether the chosen channel has one saved, and the line that names it (or says there is none). */
export function useSellPayout(trade: ReturnType<typeof useFiatTrade>) {
  const { t } = useTranslation();
  const payout = trade.ctx.payout;
  const platform = trade.state.platform;
  const has = payout !== undefined && hasPayoutFor(payout, platform);
  const text = has && payout ? `${t('fiat.form.payoutTo')}: ${platform === 'UPI' ? payout.upiAccount : `${payout.bankName} ${payout.account}`}` : t('fiat.form.noPayout');
  return { isKnown: payout !== undefined, has, text };
}

/** One channel as the quick-buy form lists it: its details (once loaded) and whether it takes orders on the chosen side. */
export function channelView(trade: ReturnType<typeof useFiatTrade>, platform: TFiatPlatform) {
  const c = trade.channels?.find((x) => x.platformEnum === platform);
  const isOpen = c ? (trade.state.side === 'sell' ? c.sellEnabled : c.buyEnabled) : false;
  return { c, isOpen, isSelected: trade.state.platform === platform };
}

/** Copies a value of the collection details and says whether it worked. */
export function useCopyValue() {
  const { t } = useTranslation();
  return async (value: string) => {
    if (await copyText(value)) notify.success(t('fiat.order.copied'));
    else notify.warning(t('fiat.order.copyFailed'));
  };
}
