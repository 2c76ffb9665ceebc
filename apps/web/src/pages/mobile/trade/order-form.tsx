import { useEffect, useRef } from 'react';
import { Button, Input, Switch } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { quoteDecimals } from '../../../features/format/cut-decimals';
import { AmountEcho } from '../../../features/format/amount-echo';
import { formatOutput } from '../../../features/format/format-output';
import { useAmountInput } from '../../../features/format/use-amount-input';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { AMOUNT_PRESETS } from '../../../features/trade/order-form';
import { CutNoticeText, OrderSummaryLines } from '../../../features/trade/order-summary-lines';
import { useSpotOrderForm } from '../../../features/trade/use-spot-order-form';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { useOrderDraft } from './order-draft-store';
import { PriceField } from './price-field';
import { priceInput } from './step-price';
import { tradeUrls } from './use-trade-market';
import { DemoFundsOffer } from '../components/demo-funds-offer';
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
  const form = useSpotOrderForm(market, draft, () => useOrderDraft.getState().dispatch({ type: 'placed' }));
  const { ticket, available, total, spend } = form;
  const coin = form.amountCoin;
  const amountField = useAmountInput(draft.amount, draft.setAmount, form.amountDecimals);

  return (
    <form className="mt-form" data-side={side} onSubmit={(e) => (e.preventDefault(), void form.submit())} noValidate>
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
          placeholder={form.isQuoteAmount ? t('trade.spend') : t('trade.amount')}
          aria-label={form.isQuoteAmount ? t('trade.spend') : t('trade.amount')}
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
            onClick={() => draft.setAmount(form.presetAmount(pct))}
          >
            <span dir="ltr">{pct}%</span>
          </button>
        ))}
      </div>
      {form.isQuoteAmount && <p className="mt-hint">{t('trade.marketBuyHint')}</p>}
      {type === 'LMT' && (
        <div className="mt-line">
          <span>{t('trade.orderTotal')}</span>
          <span className="mt-line__value" dir="ltr">
            {total ? formatOutput(total, lang, { decimals: quoteDecimals(market.quote) }) : '--'} {market.quote}
          </span>
        </div>
      )}
      <div className="mt-line">
        <span>{t('trade.available')}</span>
        <span className="mt-line__value" dir="ltr" data-testid="available">
          {isLogin && form.hasBalances ? formatOutput(available, lang, { scale: form.spendScale }) : '--'} {spend}
        </span>
      </div>
      {isLogin && form.hasBalances && !/[1-9]/.test(available) && <DemoFundsOffer compact />}
      {isLogin && <OrderSummaryLines market={market} summary={ticket.summary} />}
      {ticket.cut && (
        <p className="order-cut-notice" role="status" data-testid="cut-notice">
          <CutNoticeText market={market} cut={ticket.cut} />
        </p>
      )}
      {isLogin ? (
        <Button type="submit" block className={`mt-submit mt-submit--${side}`} loading={form.isPlacing} disabled={form.isPlacing}>
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
