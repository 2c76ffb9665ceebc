import { useEffect, useReducer, useRef, useState } from 'react';
import { Button, Checkbox, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { cutDecimals, type TMarket } from '@exchange/contracts';
import { quoteDecimals } from '../../../features/format/cut-decimals';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useTicker } from '../../../features/market/use-tickers';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { INITIAL_ORDER_DRAFT, orderDraftReducer } from '../../../features/trade/order-draft';
import { AMOUNT_PRESETS } from '../../../features/trade/order-form';
import { CutNoticeText, OrderSummaryLines } from '../../../features/trade/order-summary-lines';
import type { TOrderSide, TOrderType } from '../../../features/trade/trade-types';
import type { TOrderTicket } from '../../../features/trade/use-order-ticket';
import { useSpotOrderForm } from '../../../features/trade/use-spot-order-form';
import { AmountInput } from '../components/amount-input';
import { DemoFundsOffer } from '../components/demo-funds-offer';
import { usePickedPrice } from './picked-price';

/**
 * One side of the order form: price (limit only), amount (a market buy's amount is the quote to
 * spend), the 25–100 % presets of the available balance, the total, and the submit button, busy
 * while the order is placed. Bad input shows the SPEC §5 message of the failing rule, the same the
 * server would give. The fields are the shared order-draft reducer's; the shared spot order-form
 * hook (use-spot-order-form.ts) adds the balance, the fee, a market order's estimate from the live
 * book, the confirmation and the notice of a cut by the price protection.
 */
export function OrderSideForm({ market, side, type }: { market: TMarket; side: TOrderSide; type: TOrderType }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [draft, dispatch] = useReducer(orderDraftReducer, { ...INITIAL_ORDER_DRAFT, side, type });
  const { price, amount, problem } = draft;
  const { data: ticker } = useTicker(market.symbol);
  const picked = usePickedPrice();
  // The side and the order type are the panel's: the draft follows them (a new type clears the amount below).
  const form = useSpotOrderForm(market, { ...draft, side, type }, () => dispatch({ type: 'placed' }));
  const { ticket, spend, available, total } = form;

  // Start from the last price, once per market, so a limit order needs only an amount.
  const prefilled = useRef('');
  useEffect(() => {
    const last = ticker?.tick.close;
    if (prefilled.current === market.symbol || !last) return;
    prefilled.current = market.symbol;
    dispatch({ type: 'fillPrice', value: cutDecimals(last, market.pricePrecision, { pad: true }) });
  }, [ticker, market.symbol, market.pricePrecision]);

  // A level clicked in the book or the trades (after this form appeared) becomes the price.
  const seenPick = useRef(picked.at);
  useEffect(() => {
    if (picked.at === seenPick.current) return;
    seenPick.current = picked.at;
    dispatch({ type: 'fillPrice', value: cutDecimals(picked.price, market.pricePrecision, { pad: true }) });
  }, [picked.at, picked.price, market.pricePrecision]);

  // The amount's meaning changes between limit and market buy: start it afresh.
  useEffect(() => {
    dispatch({ type: 'orderType', orderType: type });
  }, [type]);

  const coin = form.amountCoin;
  return (
    <form className={`pc-order__side is-${side}`} onSubmit={(e) => (e.preventDefault(), dispatch({ type: 'checked', problem: form.submit() }))} noValidate data-testid={`order-form-${side}`}>
      <div className="pc-order__avail">
        <span className="pc-muted">{t('trade.available')}</span>
        <LtrNumber>
          <span data-testid={`available-${side}`}>{form.hasBalances ? formatOutput(available, lang, { scale: form.spendScale }) : '—'}</span> {spend}
        </LtrNumber>
      </div>
      {form.hasBalances && !/[1-9]/.test(available) && <DemoFundsOffer compact />}
      <label className="pc-order__field">
        {type === 'LMT' ? (
          <AmountInput
            name="price"
            dir="ltr"
            value={price}
            onChange={(value) => dispatch({ type: 'price', value })}
            scale={market.pricePrecision}
            coin={market.quote}
            echoTestId={`price-echo-${side}`}
            prefix={<span className="pc-order__label">{t('trade.price')}</span>}
            suffix={market.quote}
          />
        ) : (
          <Input name="price" disabled value={t('trade.marketPrice')} prefix={<span className="pc-order__label">{t('trade.price')}</span>} suffix={market.quote} />
        )}
      </label>
      <label className="pc-order__field">
        <AmountInput
          name="amount"
          dir="ltr"
          value={amount}
          onChange={(value) => dispatch({ type: 'amount', value })}
          scale={form.amountDecimals}
          coin={coin}
          echoTestId={`amount-echo-${side}`}
          prefix={<span className="pc-order__label">{form.isQuoteAmount ? t('trade.spend') : t('trade.amount')}</span>}
          suffix={coin}
        />
      </label>
      <div className="pc-order__presets" role="group" aria-label={t('trade.presets')}>
        {AMOUNT_PRESETS.map((pct) => (
          <button key={pct} type="button" className="pc-chip" disabled={!form.hasBalances} onClick={() => dispatch({ type: 'amount', value: form.presetAmount(pct) })}>
            <span dir="ltr">{pct}%</span>
          </button>
        ))}
      </div>
      <div className="pc-order__total">
        <span className="pc-muted">{t('trade.orderTotal')}</span>
        <LtrNumber>
          <span data-testid={`total-${side}`}>{total === null ? '—' : formatOutput(total, lang, { decimals: quoteDecimals(market.quote) })}</span> {market.quote}
        </LtrNumber>
      </div>
      <OrderSummaryLines market={market} summary={ticket.summary} />
      {form.isQuoteAmount && <p className="pc-order__hint">{t('trade.marketBuyHint')}</p>}
      {ticket.cut && (
        <p className="order-cut-notice" role="status" data-testid={`cut-notice-${side}`}>
          <CutNoticeText market={market} cut={ticket.cut} />
        </p>
      )}
      <div className="pc-order__error" role="alert">
        {problem ? t(`msg:${problem.key}`, problem.values) : ''}
      </div>
      <Button htmlType="submit" block size="large" className={`pc-order__submit is-${side}`} loading={form.isPlacing} disabled={form.isPlacing}>
        {t(side === 'buy' ? 'trade.buyCoin' : 'trade.sellCoin', { coin: market.base })}
      </Button>
      <OrderConfirmModal market={market} ticket={ticket} />
    </form>
  );
}

/** The confirmation (antd Modal): the order and its summary as asked, with "don't ask again". */
function OrderConfirmModal({ market, ticket }: { market: TMarket; ticket: TOrderTicket }) {
  const { t } = useTranslation();
  const [isDontAsk, setDontAsk] = useState(false);
  const { pending } = ticket;
  return (
    <Modal
      open={pending !== null}
      title={t('orderConfirm.title')}
      okText={t('orderConfirm.confirm')}
      cancelText={t('orderConfirm.cancel')}
      onOk={() => ticket.confirm(isDontAsk)}
      onCancel={ticket.dismiss}
      afterClose={() => setDontAsk(false)}
      okButtonProps={{ className: `order-confirm-ok pc-order__submit is-${pending?.input.side ?? 'buy'}` }}
      destroyOnHidden
      width={400}
    >
      {pending && <OrderSummaryLines market={market} summary={pending.summary} order={pending.input} />}
      <Checkbox checked={isDontAsk} onChange={(e) => setDontAsk(e.target.checked)} style={{ marginTop: 12 }} data-testid="order-confirm-dont-ask">
        {t('orderConfirm.dontAsk')}
      </Checkbox>
    </Modal>
  );
}
