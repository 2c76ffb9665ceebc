import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../features/clipboard/copy-text';
import { formatDateTime } from '../../../features/format/format-date';
import type { TFiatOrder } from '../../../features/fiat/fiat-api';
import { useNow, useOrderMoney } from '../../../features/fiat/fiat-format';
import { countdownText, isMissingOrder, orderStateKey, shownState, stateTone } from '../../../features/fiat/fiat-order';
import { useFiatOrder } from '../../../features/fiat/use-fiat-data';
import { useFiatOrderActions } from '../../../features/fiat/use-fiat-order-actions';
import { PrivateImage } from '../../../features/files/private-image';
import { notify } from '../../../features/notify/notify';
import { ImageFileInput } from '../../../ui/image-file-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { FiatField } from './fiat-field';
import { FiatEmpty, FiatFailed, FiatLoading } from './fiat-states';
import './fiat-mobile.css';

/**
 * /quick-buy/order/:id (issue 17): one fiat order's life — the amount to pay, where to pay it (with
 * copy buttons), the reference for the transfer remark and the time left, "I have paid" with the
 * UTR and an optional proof, cancel; then under review, confirmed, rejected with the reason, or
 * expired. It keeps asking while the order is open.
 */
export function FiatOrderScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isId = /^\d{1,18}$/.test(id);
  const order = useFiatOrder(isId ? id : null);
  return (
    <SubPage title={t('fiat.order.title')} backTo="/quick-buy/orders">
      <div className="mq-page" data-testid="fiat-order-page">
        {!isId || (order.isError && !order.data) ? (
          !isId || isMissingOrder(order.error) ? <FiatEmpty text={t('fiat.order.missing')} /> : <FiatFailed onRetry={() => void order.refetch()} />
        ) : !order.data ? (
          <FiatLoading />
        ) : (
          <OrderView order={order.data} />
        )}
      </div>
    </SubPage>
  );
}

function OrderView({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const now = useNow();
  const money = useOrderMoney();
  const state = shownState(order, now);
  const isBuy = order.side === 'buy';
  const note =
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
  return (
    <div className="mq-order" data-testid="fiat-order" data-state={state} data-order-id={order.id}>
      <section className="mq-card mq-order__head">
        <span className={`mq-badge mq-badge--${stateTone(state)}`} data-testid="fiat-order-state">{t(orderStateKey(order.side, state))}</span>
        <p className="mq-muted">{t(isBuy ? 'fiat.order.pay' : 'fiat.order.receive')}</p>
        <p className="mq-big"><bdi dir="ltr" data-testid="fiat-order-fiat">{money.fiat(order, order.fiatAmount)}</bdi></p>
        {isBuy && state === 'waiting' && (
          <p className="mq-countdown" role="timer" aria-live="off">
            {t('fiat.order.expiresIn')} <bdi dir="ltr" data-testid="fiat-order-countdown">{countdownText(order.expiresAt, now)}</bdi>
          </p>
        )}
        {note && <p className={`mq-note mq-note--${stateTone(state)}`} role="status" data-testid="fiat-order-note">{note}</p>}
      </section>
      <dl className="mq-card mq-lines">
        <div><dt>{t('fiat.order.usdt')}</dt><dd><bdi dir="ltr" data-testid="fiat-order-usdt">{money.usdt(order.usdtAmount)}</bdi></dd></div>
        <div><dt>{t('fiat.order.rate')}</dt><dd><bdi dir="ltr">{money.rate(order, order.rate)}</bdi></dd></div>
        <div><dt>{t('fiat.channel.label')}</dt><dd>{t(`fiat.channel.${order.platformEnum}`)}</dd></div>
        <div><dt>{t('fiat.order.created')}</dt><dd><bdi>{formatDateTime(order.createdAt, money.lang)}</bdi></dd></div>
        {order.utr && <div><dt>{t('fiat.order.utrShown')}</dt><dd><bdi dir="ltr" data-testid="fiat-order-utr">{order.utr}</bdi></dd></div>}
        {!isBuy && order.payout && <div><dt>{t('fiat.order.payout')}</dt><dd><bdi dir="ltr">{order.payout.account} · {order.payout.name}</bdi></dd></div>}
      </dl>
      {isBuy && state === 'waiting' && <PayPart order={order} />}
      {state === 'confirmed' && isBuy && (
        <Link to="/assets" className="mq-next">{t('fiat.order.viewAssets')}</Link>
      )}
    </div>
  );
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(value)) notify.success(t('fiat.order.copied'));
    else notify.warning(t('fiat.order.copyFailed'));
  };
  return (
    <div className="mq-copy">
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr" data-testid={testId}>{value}</bdi>
        <button type="button" className="mq-copy__btn" onClick={() => void copy()} aria-label={`${t('fiat.order.copy')} ${label}`}>
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
  const c = order.collection;
  const isUpi = order.platformEnum === 'UPI';
  return (
    <>
      <section className="mq-card">
        <h2 className="mq-subtitle">{t('fiat.order.collection')}</h2>
        <dl className="mq-lines" data-testid="fiat-collection">
          {c && <CopyRow label={t(isUpi ? 'fiat.order.upi' : 'fiat.order.account')} value={c.account} testId="fiat-collection-account" />}
          {c && <CopyRow label={t('fiat.order.name')} value={c.name} />}
          {c && !isUpi && c.bankName && <CopyRow label={t('fiat.order.bank')} value={c.bankName} />}
          {c && !isUpi && c.ifsc && <CopyRow label={t('fiat.order.ifsc')} value={c.ifsc} />}
          <CopyRow label={t('fiat.order.reference')} value={order.reference} testId="fiat-order-reference" />
        </dl>
        <p className="mq-note mq-note--wait">{t('fiat.order.referenceHint')}</p>
      </section>
      <form className="mq-card mq-form" onSubmit={(e) => (e.preventDefault(), void actions.submit())}>
        <h2 className="mq-subtitle">{t('fiat.order.paidTitle')}</h2>
        <FiatField label={t('fiat.order.utr')} error={actions.error ? { key: actions.error } : null}>
          {(a11y) => (
            <div className="mq-input">
              <input {...a11y} value={actions.form.utr} onChange={(e) => actions.setUtr(e.target.value)} placeholder={t('fiat.order.utrPlaceholder')} maxLength={32} autoComplete="off" data-testid="fiat-utr" />
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
