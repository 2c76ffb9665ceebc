import { Button, DotLoading, Input } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TFlashFormError } from '../../../features/flash/flash-form';
import { useFlashForm, type TFlashFormApi } from '../../../features/flash/use-flash-form';
import { AmountEcho } from '../../../features/format/amount-echo';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { useAmountInput } from '../../../features/format/use-amount-input';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ProductGate } from '../components/product-gate';
import { FlashCoinPicker } from './flash-coin-picker';
import { FlashConfirmPopup } from './flash-confirm-popup';
import { FlashLines } from './flash-lines';
import { FlashGuarantee } from '../../../features/flash/flash-guarantee';

type TT = (key: string, values?: Record<string, string>) => string;

/** A problem's words: the server's own, or the catalog's. */
export function errorText(t: TT, error: TFlashFormError | null): string | null {
  return error ? (error.message ?? t(error.key, error.values)) : null;
}

/**
 * /flash: the converter (from coin and amount with Max, the swap, to coin and what the quote gives,
 * price both ways, route, fees, the countdown with Refresh, Convert) behind the flash product's
 * gate; the records are one tap away. ?from=BTC opens it on a coin (the Assets page's Convert).
 */
export function FlashScreen() {
  const { t } = useTranslation();
  const records = (
    <Link to="/flash/records" className="mx-navlink" data-testid="flash-records-link">
      {t('flash.records.short')}
    </Link>
  );
  return (
    <SubPage title={t('pc.account.dui')} right={records}>
      <div className="mx-page" data-testid="flash-page">
        <ProductGate product="flash">
          <FlashBody />
        </ProductGate>
      </div>
    </SubPage>
  );
}

function FlashBody() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const form = useFlashForm({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  if (form.isCoinsFailed) {
    return (
      <div className="m-center" role="alert">
        <EmptyState description={t('flash.loadFailed')} />
        <Button size="small" onClick={form.retryCoins}>
          {t('flash.retry')}
        </Button>
      </div>
    );
  }
  if (!form.coins) {
    return (
      <div className="m-center" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <>
      <p className="mx-muted mx-intro">{t('flash.subtitle')}</p>
      <FlashForm form={form} />
      <FlashConfirmPopup form={form} />
    </>
  );
}

function FlashForm({ form }: { form: TFlashFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { state, summary, buttons } = form;
  const field = useAmountInput(state.amount, form.setAmount);
  const amountError = errorText(t, form.errorOf('amount') ?? form.errorOf('from'));
  const toError = errorText(t, form.errorOf('to'));
  const quoteError = errorText(t, form.errorOf('quote'));
  const balance = (value: string | undefined, coin: string) => (value === undefined || !coin ? '—' : <Output value={value} asset={coin} />);
  const coins = form.coins ?? [];
  const fromCoin = summary.fromCoin;
  return (
    <form className="mx-form" data-testid="flash-converter" noValidate onSubmit={(e) => (e.preventDefault(), form.openConfirm())}>
      <section className="mx-side">
        <div className="mx-side__head">
          <label htmlFor="mx-amount">{t('flash.from')}</label>
          <span className="mx-muted">
            {t('flash.available')} <bdi dir="ltr" data-testid="flash-from-available">{balance(form.available, state.from)}</bdi>
          </span>
        </div>
        <div className="mx-side__row">
          <FlashCoinPicker side="from" value={state.from} coins={coins} onChange={form.setFrom} label={t('flash.fromCoin')} />
          <Input
            id="mx-amount"
            className="mx-amount"
            inputMode="decimal"
            autoComplete="off"
            value={field.text}
            onChange={field.change}
            placeholder={fromCoin ? t('flash.minimum', { amount: formatOutput(fromCoin.minAmount, lang, { scale: fromCoin.decimals }) }) : ''}
            aria-invalid={amountError ? true : undefined}
            data-testid="flash-amount"
          />
          <button type="button" className="mx-max" onClick={form.setMax} disabled={!buttons.canMax} data-testid="flash-max">
            {t('flash.max')}
          </button>
        </div>
        <AmountEcho field={field} coin={state.from} />
        {amountError && (
          <p className="mx-error" role="alert" data-testid="flash-amount-error">
            {amountError}
          </p>
        )}
      </section>
      <div className="mx-swap">
        <button type="button" className="mx-swap__btn" onClick={form.swap} aria-label={t('flash.swap')} data-testid="flash-swap">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
          </svg>
        </button>
      </div>
      <section className="mx-side">
        <div className="mx-side__head">
          <span id="mx-to-label">{t('flash.to')}</span>
          <span className="mx-muted">
            {t('flash.available')} <bdi dir="ltr">{balance(form.toAvailable, state.to)}</bdi>
          </span>
        </div>
        <div className="mx-side__row">
          <FlashCoinPicker side="to" value={state.to} coins={coins} onChange={form.setTo} label={t('flash.toCoin')} />
          <output className="mx-receive" aria-labelledby="mx-to-label" data-testid="flash-receive">
            {summary.receive !== null ? <bdi dir="ltr"><Output value={summary.receive} scale={MAX_ASSET_SCALE} /></bdi> : <span className="mx-muted">{form.isQuoting ? t('flash.quoting') : '—'}</span>}
          </output>
        </div>
        {toError && (
          <p className="mx-error" role="alert">
            {toError}
          </p>
        )}
      </section>
      {quoteError && (
        <p className="mx-error mx-error--box" role="alert" data-testid="flash-quote-error">
          {quoteError}
        </p>
      )}
      <FlashLines form={form} />
      <Button block color="primary" size="large" type="submit" disabled={!buttons.canConvert} data-testid="flash-convert">
        {t('flash.convert')}
      </Button>
      <FlashGuarantee validMs={form.validMs} className="mx-muted mx-note" />
    </form>
  );
}
