import { Button, Input } from 'antd';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TFiatOrder } from '../../../features/fiat/fiat-api';
import { FiatOrderLoad } from '../../../features/fiat/fiat-order-load';
import { Output } from '../../../features/format/output';
import { CollectionLines, OrderFigures, OrderFrame, PayoutLine, StateBadge } from '../../../features/fiat/fiat-lines';
import { countdownText, stateTone } from '../../../features/fiat/fiat-order';
import { orderIdOf, useOrderView } from '../../../features/fiat/use-fiat-views';
import { useFiatOrderActions } from '../../../features/fiat/use-fiat-order-actions';
import { PrivateImage } from '../../../features/files/private-image';
import { ImageFileInput } from '../../../ui/image-file-input';
import { FormRow } from '../../../ui/desktop/form-row';
import { CopyLine } from './copy-line';
import { FiatEmpty, FiatFailed, FiatLoading } from './fiat-states';
import './fiat.css';

const STATES = { Loading: FiatLoading, Failed: FiatFailed, Empty: FiatEmpty };

/**
 * /pc/quickBuy/order?id= (issue 17): one fiat order's life. A buy order waiting for payment shows
 * the amount to pay, where to pay it (with copy buttons), the reference code for the transfer
 * remark and the time left on the locked rate, with "I have paid" (UTR, optional proof) and cancel;
 * then under review, confirmed (credited), rejected with the reason, or expired. The screen keeps
 * asking while the order is open, so the outcome shows by itself.
 */
export function FiatOrderPage() {
  const { t } = useTranslation();
  const id = orderIdOf(useSearchParams()[0].get('id'));
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
        <FiatOrderLoad id={id} states={STATES}>{(order) => <OrderView order={order} />}</FiatOrderLoad>
      </section>
    </div>
  );
}

function OrderView({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const { now, state, isBuy, isPaying, note } = useOrderView(order);
  return (
    <OrderFrame order={order} state={state} cls="pcq">
      <div className="pcq-order__top">
        <StateBadge side={order.side} state={state} cls="pcq" testId="fiat-order-state" />
        {isPaying && (
          <span className="pcq-countdown" role="timer" aria-live="off">
            {t('fiat.order.expiresIn')} <bdi dir="ltr" data-testid="fiat-order-countdown">{countdownText(order.expiresAt, now)}</bdi>
          </span>
        )}
      </div>
      <dl className="pcq-lines pcq-lines--big">
        <div className="pcq-lines__main">
          <dt>{t(isBuy ? 'fiat.order.pay' : 'fiat.order.receive')}</dt>
          <dd><bdi dir="ltr" data-testid="fiat-order-fiat"><Output value={order.fiatAmount} decimals={order.fiatDecimals} unit={order.fiat} /></bdi></dd>
        </div>
        <OrderFigures order={order} />
      </dl>
      {note && (
        <p className={`pcq-note pcq-note--${stateTone(state)}`} role="status" data-testid="fiat-order-note">
          {note}
        </p>
      )}
      {isPaying && <PayPart order={order} />}
      {!isBuy && order.payout && (
        <dl className="pcq-lines">
          <PayoutLine payout={order.payout} />
        </dl>
      )}
      {isBuy && order.proof && <PrivateImage src={order.proof} alt={t('fiat.order.proof')} className="pcq-proof" width={160} height={120} />}
      {state === 'confirmed' && isBuy && (
        <Link to="/account/assert" className="pcq-next">{t('fiat.order.viewAssets')}</Link>
      )}
    </OrderFrame>
  );
}

/** Where to pay, the reference, and "I have paid" with the UTR and an optional proof; or cancel. */
function PayPart({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const actions = useFiatOrderActions(order);
  const fileRef = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <h2 className="pcq-subtitle">{t('fiat.order.collection')}</h2>
      <dl className="pcq-lines" data-testid="fiat-collection">
        <CollectionLines order={order} Line={CopyLine} />
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
            maxLength={LIMITS.utrMaxLength}
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
