import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TFiatOrder } from '../../../features/fiat/fiat-api';
import { CollectionLines, OrderFigures, OrderFrame, PayoutLine, StateBadge, type TCopyLineProps } from '../../../features/fiat/fiat-lines';
import { countdownText, stateTone } from '../../../features/fiat/fiat-order';
import { FiatOrderLoad } from '../../../features/fiat/fiat-order-load';
import { Output } from '../../../features/format/output';
import { orderIdOf, useCopyValue, useOrderView } from '../../../features/fiat/use-fiat-views';
import { useFiatOrderActions } from '../../../features/fiat/use-fiat-order-actions';
import { PrivateImage } from '../../../features/files/private-image';
import { ImageFileInput } from '../../../ui/image-file-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { FiatField } from './fiat-field';
import { FiatEmpty, FiatFailed, FiatLoading } from './fiat-states';
import './fiat-mobile.css';

const STATES = { Loading: FiatLoading, Failed: FiatFailed, Empty: FiatEmpty };

/**
 * /quick-buy/order/:id (issue 17): one fiat order's life — the amount to pay, where to pay it (with
 * copy buttons), the reference for the transfer remark and the time left, "I have paid" with the
 * UTR and an optional proof, cancel; then under review, confirmed, rejected with the reason, or
 * expired. It keeps asking while the order is open.
 */
export function FiatOrderScreen() {
  const { t } = useTranslation();
  const id = orderIdOf(useParams().id);
  return (
    <SubPage title={t('fiat.order.title')} backTo="/quick-buy/orders">
      <div className="mq-page" data-testid="fiat-order-page">
        <FiatOrderLoad id={id} states={STATES}>{(order) => <OrderView order={order} />}</FiatOrderLoad>
      </div>
    </SubPage>
  );
}

function OrderView({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const { now, state, isBuy, isPaying, note } = useOrderView(order);
  return (
    <OrderFrame order={order} state={state} cls="mq">
      <section className="mq-card mq-order__head">
        <StateBadge side={order.side} state={state} cls="mq" testId="fiat-order-state" />
        <p className="mq-muted">{t(isBuy ? 'fiat.order.pay' : 'fiat.order.receive')}</p>
        <p className="mq-big"><bdi dir="ltr" data-testid="fiat-order-fiat"><Output value={order.fiatAmount} decimals={order.fiatDecimals} unit={order.fiat} /></bdi></p>
        {isPaying && (
          <p className="mq-countdown" role="timer" aria-live="off">
            {t('fiat.order.expiresIn')} <bdi dir="ltr" data-testid="fiat-order-countdown">{countdownText(order.expiresAt, now)}</bdi>
          </p>
        )}
        {note && <p className={`mq-note mq-note--${stateTone(state)}`} role="status" data-testid="fiat-order-note">{note}</p>}
      </section>
      <dl className="mq-card mq-lines">
        <OrderFigures order={order} />
        {!isBuy && order.payout && <PayoutLine payout={order.payout} />}
      </dl>
      {isPaying && <PayPart order={order} />}
      {state === 'confirmed' && isBuy && (
        <Link to="/assets" className="mq-next">{t('fiat.order.viewAssets')}</Link>
      )}
    </OrderFrame>
  );
}

function CopyRow({ label, value, testId }: TCopyLineProps) {
  const { t } = useTranslation();
  const copy = useCopyValue();
  return (
    <div className="mq-copy">
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr" data-testid={testId}>{value}</bdi>
        <button type="button" className="mq-copy__btn" onClick={() => void copy(value)} aria-label={`${t('fiat.order.copy')} ${label}`}>
          {t('fiat.order.copy')}
        </button>
      </dd>
    </div>
  );
}

function PayPart({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const actions = useFiatOrderActions(order);
  const fileRef = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <section className="mq-card">
        <h2 className="mq-subtitle">{t('fiat.order.collection')}</h2>
        <dl className="mq-lines" data-testid="fiat-collection">
          <CollectionLines order={order} Line={CopyRow} />
        </dl>
        <p className="mq-note mq-note--wait">{t('fiat.order.referenceHint')}</p>
      </section>
      <form className="mq-card mq-form" onSubmit={(e) => (e.preventDefault(), void actions.submit())}>
        <h2 className="mq-subtitle">{t('fiat.order.paidTitle')}</h2>
        <FiatField label={t('fiat.order.utr')} error={actions.error ? { key: actions.error } : null}>
          {(a11y) => (
            <div className="mq-input">
              <input {...a11y} value={actions.form.utr} onChange={(e) => actions.setUtr(e.target.value)} placeholder={t('fiat.order.utrPlaceholder')} maxLength={LIMITS.utrMaxLength} autoComplete="off" data-testid="fiat-utr" />
            </div>
          )}
        </FiatField>
        <div className="mq-proof-row">
          <span className="mq-field__label">{t('fiat.order.proof')}</span>
          {actions.form.proof ? (
            <>
              <PrivateImage src={actions.form.proof.url} alt={t('fiat.order.proof')} className="mq-proof" width={96} height={72} />
              <Button size="small" onClick={actions.removeProof}>{t('fiat.order.removeProof')}</Button>
            </>
          ) : (
            <Button size="small" loading={actions.isUploading} onClick={() => fileRef.current?.click()}>
              {t('fiat.order.uploadProof')}
            </Button>
          )}
          <ImageFileInput inputRef={fileRef} testId="fiat-proof-file" onFile={(f) => void actions.attach(f)} />
        </div>
        <Button block color="primary" size="large" type="submit" loading={actions.isSending} data-testid="fiat-mark-paid">
          {t('fiat.order.markPaid')}
        </Button>
        <Button block size="large" onClick={actions.cancel} loading={actions.isCancelling} data-testid="fiat-cancel">
          {t('fiat.order.cancel')}
        </Button>
      </form>
    </>
  );
}
