import { useEffect, useRef } from 'react';
import { Button, Input, Switch } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scaleOf, type TMarket } from '@exchange/contracts';
import { quoteDecimals } from '../../../features/format/cut-decimals';
import { AmountEcho } from '../../../features/format/amount-echo';
import { formatExact } from '../../../features/format/format-amount';
import { formatMoney } from '../../../features/format/format-number';
import { useAmountInput } from '../../../features/format/use-amount-input';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { notify } from '../../../features/notify/notify';
import { useSessionStore } from '../../../features/session/session-store';
import { availableOf } from '../../../features/trade/balances';
import {
  AMOUNT_PRESETS,
  amountCoin,
  amountDecimals,
  checkOrder,
  isQuoteAmount,
  orderTotal,
  presetAmount,
  spendCoin,
} from '../../../features/trade/order-form';
import { CutNoticeText, OrderSummaryLines } from '../../../features/trade/order-summary-lines';
import { useBalances } from '../../../features/trade/use-balances';
import { useOrderTicket } from '../../../features/trade/use-order-ticket';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { useOrderDraft } from './order-draft-store';
import { PriceField } from './price-field';
import { priceInput } from './step-price';
import { usePlaceOrderToasts } from './use-order-toasts';
import { tradeUrls } from './use-trade-market';
import { useLastPrice } from './use-last-price';

/**
 * The spot order form (SPEC §2, §5): buy or sell, limit or market, price stepper, amount with the
 * 25–100 % presets of the available balance, the order total and the balance. The server's rules
 * run before sending, with the server's messages; a visitor gets a log-in button instead. The
 * shared order ticket (use-order-ticket.ts) adds the fee, a market order's estimate from the live
 * book, the confirmation (with its "confirm before placing" switch) and the price protection notice.
 */
export function OrderForm({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const isLogin = useSessionStore((s) => s.isLogin);
  const draft = useOrderDraft();
  const balances = useBalances();
  const place = usePlaceOrderToasts();
  const last = useLastPrice(market.symbol);
  const lastText = last ? priceInput(last.price, market.pricePrecision) : '';

  // The draft belongs to this market; a new market's price starts at its last price, once.
  const primed = useRef('');
  useEffect(() => {
    const store = useOrderDraft.getState();
    store.selectMarket(market.symbol);
    if (primed.current !== market.symbol && lastText) {
      primed.current = market.symbol;
      if (!store.price || store.symbol !== market.symbol) useOrderDraft.getState().setPrice(lastText);
    }
  }, [market.symbol, lastText]);

  const { side, type } = draft;
  const available = availableOf(balances.data, spendCoin(market, side));
  const total = orderTotal({ side, type, price: draft.price, amount: draft.amount }, market);
  const coin = amountCoin(market, side, type);
  const amountField = useAmountInput(draft.amount, draft.setAmount, amountDecimals(market, side, type));
  const order = { side, type, price: draft.price, amount: draft.amount };
  const ticket = useOrderTicket(market, order, (input, onPlaced) =>
    place.submit(input, (placed) => {
      useOrderDraft.getState().setAmount('');
      onPlaced(placed);
    }),
  );

  const submit = () => {
    const problem = checkOrder(order, market, balances.data ? available : undefined);
    if (problem) {
      notify.error(t(`msg:${problem.key}`, problem.values));
      return;
    }
    ticket.request({ symbol: market.symbol, ...order });
  };

  return (
    <form className="mt-form" data-side={side} onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <div className="mt-sides" role="group" aria-label={t('trade.col.side')}>
        {(['buy', 'sell'] as const).map((s) => (
          <button key={s} type="button" className={`mt-side mt-side--${s}`} aria-pressed={side === s} onClick={() => draft.setSide(s)}>
            {t(`trade.${s}`)}
          </button>
        ))}
      </div>
      <div className="mt-types" role="group" aria-label={t('trade.orderType')}>
        {(['LMT', 'MKT'] as const).map((k) => (
          <button key={k} type="button" className="mt-type" aria-pressed={type === k} onClick={() => draft.setType(k)}>
            {k === 'LMT' ? t('trade.limit') : t('trade.marketPriceShort')}
          </button>
        ))}
      </div>
      {type === 'LMT' ? (
        <PriceField market={market} value={draft.price} onChange={draft.setPrice} fallback={lastText} />
      ) : (
        <div className="mt-field mt-field--static">{t('trade.marketPrice')}</div>
      )}
      <div className="mt-field">
        <Input
          className="mt-field__input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={isQuoteAmount(side, type) ? t('trade.spend') : t('trade.amount')}
          aria-label={isQuoteAmount(side, type) ? t('trade.spend') : t('trade.amount')}
          value={amountField.text}
          onChange={amountField.change}
        />
        <span className="mt-field__suffix">{coin}</span>
      </div>
      <AmountEcho field={amountField} coin={coin} testId="amount-echo" />
      <div className="mt-presets" role="group" aria-label={t('trade.presets')}>
        {AMOUNT_PRESETS.map((pct) => (
          <button
            key={pct}
            type="button"
            className="mt-preset"
            disabled={!isLogin}
            onClick={() => draft.setAmount(presetAmount({ side, type, price: draft.price }, market, available, pct))}
          >
            <span dir="ltr">{pct}%</span>
          </button>
        ))}
      </div>
      {isQuoteAmount(side, type) && <p className="mt-hint">{t('trade.marketBuyHint')}</p>}
      {type === 'LMT' && (
        <div className="mt-line">
          <span>{t('trade.orderTotal')}</span>
          <span className="mt-line__value" dir="ltr">
            {total ? formatMoney(total, lang, quoteDecimals(market.quote)) : '--'} {market.quote}
          </span>
        </div>
      )}
      <div className="mt-line">
        <span>{t('trade.available')}</span>
        <span className="mt-line__value" dir="ltr" data-testid="available">
          {isLogin && balances.data ? formatExact(available, lang, scaleOf(spendCoin(market, side))) : '--'} {spendCoin(market, side)}
        </span>
      </div>
      {isLogin && <OrderSummaryLines market={market} summary={ticket.summary} />}
      {ticket.cut && (
        <p className="order-cut-notice" role="status" data-testid="cut-notice">
          <CutNoticeText market={market} cut={ticket.cut} />
        </p>
      )}
      {isLogin ? (
        <Button type="submit" block className={`mt-submit mt-submit--${side}`} loading={place.isPending} disabled={place.isPending}>
          {t(side === 'buy' ? 'trade.buyCoin' : 'trade.sellCoin', { coin: market.base })}
        </Button>
      ) : (
        <Button
          type="button"
          block
          color="primary"
          className="mt-submit"
          onClick={() => navigate('/login', { state: { from: tradeUrls.trade(market.symbol) } })}
        >
          {t('auth.login')}
        </Button>
      )}
      {isLogin && (
        <label className="order-confirm-toggle">
          <Switch checked={ticket.isConfirmOn} onChange={ticket.setConfirmOn} style={{ '--height': '20px', '--width': '36px' }} data-testid="confirm-orders-toggle" />
          {t('orderConfirm.toggle')}
        </label>
      )}
      <OrderConfirmDialog market={market} ticket={ticket} />
    </form>
  );
}
