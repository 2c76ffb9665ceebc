import { Button, Input } from 'antd';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import type { TFiatOrder } from '../../../features/fiat/fiat-api';
import { useNow, useOrderMoney } from '../../../features/fiat/fiat-format';
import { countdownText, isMissingOrder, orderStateKey, shownState, stateTone } from '../../../features/fiat/fiat-order';
import { useFiatOrder } from '../../../features/fiat/use-fiat-data';
import { useFiatOrderActions } from '../../../features/fiat/use-fiat-order-actions';
import { PrivateImage } from '../../../features/files/private-image';
import { ImageFileInput } from '../../../ui/image-file-input';
import { FormRow } from '../../../ui/desktop/form-row';
import { CopyLine } from './copy-line';
import { FiatEmpty, FiatFailed, FiatLoading } from './fiat-states';
import './fiat.css';

/**
 * /pc/quickBuy/order?id= (issue 17): one fiat order's life. A buy order waiting for payment shows
 * the amount to pay, where to pay it (with copy buttons), the reference code for the transfer
 * remark and the time left on the locked rate, with "I have paid" (UTR, optional proof) and cancel;
 * then under review, confirmed (credited), rejected with the reason, or expired. The screen keeps
 * asking while the order is open, so the outcome shows by itself.
 */
export function FiatOrderPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  const order = useFiatOrder(id && /^\d{1,18}$/.test(id) ? id : null);
  return (
    <div className="pc-page pcq" data-testid="fiat-order-page">
      <section className="pc-card pcq-head">
        <h1 className="pc-page__title">{t('fiat.order.title')}</h1>
        <nav className="pcq-links">
          <Link to="/quickBuy">{t('fiat.order.newOrder')}</Link>
          <Link to="/account/fiat">{t('fiat.order.orders')}</Link>
        </nav>
      </section>
      <section className="pc-card">
        {!id || (order.isError && !order.data) ? (
          !id || isMissingOrder(order.error) ? <FiatEmpty text={t('fiat.order.missing')} /> : <FiatFailed onRetry={() => void order.refetch()} />
        ) : !order.data ? (
          <FiatLoading />
        ) : (
          <OrderView order={order.data} />
        )}
      </section>
    </div>
  );
}

function OrderView({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const now = useNow();
  const money = useOrderMoney();
  const state = shownState(order, now);
  const isBuy = order.side === 'buy';
  return (
    <div className="pcq-order" data-testid="fiat-order" data-state={state} data-order-id={order.id}>
      <div className="pcq-order__top">
        <span className={`pcq-badge pcq-badge--${stateTone(state)}`} data-testid="fiat-order-state">{t(orderStateKey(order.side, state))}</span>
        {isBuy && state === 'waiting' && (
          <span className="pcq-countdown" role="timer" aria-live="off">
            {t('fiat.order.expiresIn')} <bdi dir="ltr" data-testid="fiat-order-countdown">{countdownText(order.expiresAt, now)}</bdi>
          </span>
        )}
      </div>
      <dl className="pcq-lines pcq-lines--big">
        <div className="pcq-lines__main">
          <dt>{t(isBuy ? 'fiat.order.pay' : 'fiat.order.receive')}</dt>
          <dd><bdi dir="ltr" data-testid="fiat-order-fiat">{money.fiat(order, order.fiatAmount)}</bdi></dd>
        </div>
        <div>
          <dt>{t('fiat.order.usdt')}</dt>
          <dd><bdi dir="ltr" data-testid="fiat-order-usdt">{money.usdt(order.usdtAmount)}</bdi></dd>
        </div>
        <div>
          <dt>{t('fiat.order.rate')}</dt>
          <dd><bdi dir="ltr">{money.rate(order, order.rate)}</bdi></dd>
        </div>
        <div>
          <dt>{t('fiat.channel.label')}</dt>
          <dd>{t(`fiat.channel.${order.platformEnum}`)}</dd>
        </div>
        <div>
          <dt>{t('fiat.order.created')}</dt>
          <dd><bdi>{formatDateTime(order.createdAt, money.lang)}</bdi></dd>
        </div>
        {order.utr && (
          <div>
            <dt>{t('fiat.order.utrShown')}</dt>
            <dd><bdi dir="ltr" data-testid="fiat-order-utr">{order.utr}</bdi></dd>
          </div>
        )}
      </dl>
      <StateNote order={order} state={state} />
      {isBuy && state === 'waiting' && <PayPart order={order} />}
      {!isBuy && order.payout && (
        <dl className="pcq-lines">
          <div>
            <dt>{t('fiat.order.payout')}</dt>
            <dd><bdi dir="ltr">{order.payout.account} · {order.payout.name}</bdi></dd>
          </div>
        </dl>
      )}
      {isBuy && order.proof && <PrivateImage src={order.proof} alt={t('fiat.order.proof')} className="pcq-proof" width={160} height={120} />}
      {state === 'confirmed' && isBuy && (
        <Link to="/account/assert" className="pcq-next">{t('fiat.order.viewAssets')}</Link>
      )}
    </div>
  );
}

/** What the state means for the user, in a sentence. */
function StateNote({ order, state }: { order: TFiatOrder; state: ReturnType<typeof shownState> }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const isBuy = order.side === 'buy';
  const text =
    state === 'paid' && isBuy
      ? t('fiat.order.underReview')
      : state === 'confirmed'
        ? isBuy
          ? t('fiat.order.confirmedBuy', { amount: money.num(order.usdtAmount) })
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
  if (!text) return null;
  return (
    <p className={`pcq-note pcq-note--${stateTone(state)}`} role="status" data-testid="fiat-order-note">
      {text}
    </p>
  );
}

/** Where to pay, the reference, and "I have paid" with the UTR and an optional proof; or cancel. */
function PayPart({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const actions = useFiatOrderActions(order);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const c = order.collection;
  const isUpi = order.platformEnum === 'UPI';
  return (
    <>
      <h2 className="pcq-subtitle">{t('fiat.order.collection')}</h2>
      <dl className="pcq-lines" data-testid="fiat-collection">
        {c && <CopyLine label={t(isUpi ? 'fiat.order.upi' : 'fiat.order.account')} value={c.account} testId="fiat-collection-account" />}
        {c && <CopyLine label={t('fiat.order.name')} value={c.name} />}
        {c && !isUpi && c.bankName && <CopyLine label={t('fiat.order.bank')} value={c.bankName} />}
        {c && !isUpi && c.ifsc && <CopyLine label={t('fiat.order.ifsc')} value={c.ifsc} />}
        <CopyLine label={t('fiat.order.reference')} value={order.reference} testId="fiat-order-reference" />
      </dl>
      <p className="pcq-note pcq-note--wait">{t('fiat.order.referenceHint')}</p>
      <h2 className="pcq-subtitle">{t('fiat.order.paidTitle')}</h2>
      <form className="pcq-fields" onSubmit={(e) => (e.preventDefault(), void actions.submit())}>
        <FormRow label={t('fiat.order.utr')}>
          <Input
            size="large"
            value={actions.form.utr}
            onChange={(e) => actions.setUtr(e.target.value)}
            placeholder={t('fiat.order.utrPlaceholder')}
            maxLength={32}
            autoComplete="off"
            aria-invalid={actions.error ? true : undefined}
            data-testid="fiat-utr"
          />
        </FormRow>
        {actions.error && <p className="pcq-error" role="alert">{t(actions.error)}</p>}
        <div className="pcq-proof-row">
          <span className="pcq-label">{t('fiat.order.proof')}</span>
          {actions.form.proof ? (
            <>
              <PrivateImage src={actions.form.proof.url} alt={t('fiat.order.proof')} className="pcq-proof" width={120} height={90} />
              <Button onClick={actions.removeProof}>{t('fiat.order.removeProof')}</Button>
            </>
          ) : (
            <Button loading={actions.isUploading} onClick={() => fileRef.current?.click()}>
              {t('fiat.order.uploadProof')}
            </Button>
          )}
          <ImageFileInput inputRef={fileRef} testId="fiat-proof-file" onFile={(f) => void actions.attach(f)} />
        </div>
        <div className="pcq-actions">
          <Button size="large" onClick={actions.cancel} loading={actions.isCancelling} data-testid="fiat-cancel">
            {t('fiat.order.cancel')}
          </Button>
          <Button type="primary" size="large" htmlType="submit" loading={actions.isSending} data-testid="fiat-mark-paid">
            {t('fiat.order.markPaid')}
          </Button>
        </div>
      </form>
    </>
  );
}
