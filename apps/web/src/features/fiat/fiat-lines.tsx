import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format-date';
import { Output } from '../format/output';
import { useLocaleStore } from '../locale/locale-store';
import type { TBankDetails, TFiatOrder, TFiatOrderState } from './fiat-api';
import { maskAccount, maskUpi } from './bank-form';
import { fiatRateText } from './fiat-text';
import { orderStateKey, stateTone } from './fiat-order';
import type { useFiatTrade } from './use-fiat-trade';

/**
 * Lines of figures (the <div><dt/><dd/></div> rows of a <dl>) that both interfaces show with the same
 * markup; each interface keeps its own <dl>, classes and layout around them.
 */

/** An order's USDT, rate, channel, creation time and (once given) UTR. */
export function OrderFigures({ order }: { order: TFiatOrder }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <>
      <div><dt>{t('fiat.order.usdt')}</dt><dd><bdi dir="ltr" data-testid="fiat-order-usdt"><Output value={order.usdtAmount} asset="USDT" /></bdi></dd></div>
      <div><dt>{t('fiat.order.rate')}</dt><dd><bdi dir="ltr">{fiatRateText(order, order.rate, lang)}</bdi></dd></div>
      <div><dt>{t('fiat.channel.label')}</dt><dd>{t(`fiat.channel.${order.platformEnum}`)}</dd></div>
      <div><dt>{t('fiat.order.created')}</dt><dd><bdi>{formatDateTime(order.createdAt, lang)}</bdi></dd></div>
      {order.utr && <div><dt>{t('fiat.order.utrShown')}</dt><dd><bdi dir="ltr" data-testid="fiat-order-utr">{order.utr}</bdi></dd></div>}
    </>
  );
}

/** Where a sell order's fiat is paid. */
export function PayoutLine({ payout }: { payout: NonNullable<TFiatOrder['payout']> }) {
  const { t } = useTranslation();
  return <div><dt>{t('fiat.order.payout')}</dt><dd><bdi dir="ltr">{payout.account} · {payout.name}</bdi></dd></div>;
}

export type TCopyLineProps = { label: string; value: string; testId?: string };

/** Where to pay a buy order and its reference, each line drawn by the interface's own copy line. */
export function CollectionLines({ order, Line }: { order: TFiatOrder; Line: ComponentType<TCopyLineProps> }) {
  const { t } = useTranslation();
  const c = order.collection;
  const isUpi = order.platformEnum === 'UPI';
  return (
    <>
      {c && <Line label={t(isUpi ? 'fiat.order.upi' : 'fiat.order.account')} value={c.account} testId="fiat-collection-account" />}
      {c && <Line label={t('fiat.order.name')} value={c.name} />}
      {c && !isUpi && c.bankName && <Line label={t('fiat.order.bank')} value={c.bankName} />}
      {c && !isUpi && c.ifsc && <Line label={t('fiat.order.ifsc')} value={c.ifsc} />}
      <Line label={t('fiat.order.reference')} value={order.reference} testId="fiat-order-reference" />
    </>
  );
}

/** The quick-buy form's figures: the fiat to pay or receive, then the USDT available (sell) or the treasury (buy). `cls` is the interface's class prefix. */
export function TradeFigures({ trade, cls }: { trade: ReturnType<typeof useFiatTrade>; cls: 'pcq' | 'mq' }) {
  const { t } = useTranslation();
  const isSell = trade.state.side === 'sell';
  const { channel, fiatAmount } = trade.summary;
  return (
    <dl className={`${cls}-lines`}>
      <div className={`${cls}-lines__main`}>
        <dt>{t(isSell ? 'fiat.form.receive' : 'fiat.form.pay')}</dt>
        <dd><bdi dir="ltr" data-testid="quick-buy-fiat">{fiatAmount !== null && channel ? <Output value={fiatAmount} decimals={channel.fiatDecimals} unit={channel.fiat} /> : '—'}</bdi></dd>
      </div>
      {isSell ? (
        <div>
          <dt>{t('fiat.form.available')}</dt>
          <dd><bdi dir="ltr">{trade.ctx.available !== undefined ? <Output value={trade.ctx.available} asset="USDT" /> : '—'}</bdi></dd>
        </div>
      ) : (
        channel && (
          <div>
            <dt>{t('fiat.form.treasury')}</dt>
            <dd><bdi dir="ltr"><Output value={channel.treasury} asset="USDT" /></bdi></dd>
          </div>
        )
      )}
    </dl>
  );
}

/** The saved payout details, masked (with the holders' names when `withNames`), and when they were saved. `mutedClass` is the interface's muted text class. */
export function SavedPayoutLines({ saved, bankLabel, withNames, mutedClass }: { saved: TBankDetails; bankLabel: (code: string) => string; withNames: boolean; mutedClass: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <>
      {saved.account && (
        <div><dt>{t('fiat.bank.bankPart')}</dt><dd><bdi dir="ltr" data-testid="bank-saved-account">{bankLabel(saved.bankName)} {maskAccount(saved.account)}{withNames && ` · ${saved.name}`}</bdi></dd></div>
      )}
      {saved.upiAccount && (
        <div><dt>{t('fiat.bank.upiPart')}</dt><dd><bdi dir="ltr" data-testid="bank-saved-upi">{maskUpi(saved.upiAccount)}{withNames && ` · ${saved.upiName}`}</bdi></dd></div>
      )}
      <div><dt /><dd className={mutedClass}>{t('fiat.bank.updated', { date: formatDateTime(saved.updatedAt, lang) })}</dd></div>
    </>
  );
}

/** An order's state as a badge worded for its side, in the interface's badge classes (`cls`: its class prefix). */
export function StateBadge({ side, state, cls, testId }: { side: TFiatOrder['side']; state: TFiatOrderState; cls: 'pcq' | 'mq'; testId: string }) {
  const { t } = useTranslation();
  return <span className={`${cls}-badge ${cls}-badge--${stateTone(state)}`} data-testid={testId}>{t(orderStateKey(side, state))}</span>;
}

/** The frame of one order's view: its state and id for the tests, in the interface's class (`cls`: its class prefix). */
export function OrderFrame({ order, state, cls, children }: { order: TFiatOrder; state: TFiatOrderState; cls: 'pcq' | 'mq'; children: ReactNode }) {
  return (
    <div className={`${cls}-order`} data-testid="fiat-order" data-state={state} data-order-id={order.id}>
      {children}
    </div>
  );
}
