import { Alert, Button, Skeleton } from 'antd';
import { ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FlashCountdown } from '../../../features/flash/flash-countdown';
import { FlashSummaryLines } from '../../../features/flash/flash-summary-lines';
import type { TFlashFormApi } from '../../../features/flash/use-flash-form';
import type { TFlashFormError } from '../../../features/flash/flash-form';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { AmountInput } from '../components/amount-input';
import { FlashCoinSelect } from './flash-coin-select';
import { FlashGuarantee } from '../../../features/flash/flash-guarantee';

/** A problem's words: the server's own, or the catalog's. */
export function errorText(t: (key: string, values?: Record<string, string>) => string, error: TFlashFormError | null): string | null {
  if (!error) return null;
  return error.message ?? t(error.key, error.values);
}

/**
 * The converter card: from (coin, amount, Max, the balance), the swap, to (coin and what the quote
 * gives), then the quote's price both ways, route, fees and countdown with Refresh, and Convert.
 */
export function FlashConverter({ form }: { form: TFlashFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { state, summary, buttons } = form;
  if (form.isCoinsFailed) {
    return <Alert type="error" showIcon title={t('flash.loadFailed')} action={<Button size="small" onClick={form.retryCoins}>{t('flash.retry')}</Button>} />;
  }
  if (!form.coins) return <Skeleton active paragraph={{ rows: 6 }} />;
  const amountError = errorText(t, form.errorOf('amount') ?? form.errorOf('from'));
  const toError = errorText(t, form.errorOf('to'));
  const quoteError = errorText(t, form.errorOf('quote'));
  const balance = (value: string | undefined, coin: string) => (value === undefined || !coin ? '—' : formatOutput(value, lang, { asset: coin }));
  const fromCoin = summary.fromCoin;
  return (
    <form className="pcx-converter" data-testid="flash-converter" noValidate onSubmit={(e) => (e.preventDefault(), form.openConfirm())}>
      <div className="pcx-side">
        <div className="pcx-side__head">
          <label htmlFor="flash-amount" className="pcx-side__label">
            {t('flash.from')}
          </label>
          <span className="pc-muted">
            {t('flash.available')} <bdi dir="ltr" data-testid="flash-from-available">{balance(form.available, state.from)}</bdi>
          </span>
        </div>
        <div className="pcx-side__row">
          <FlashCoinSelect id="flash-from" value={state.from} coins={form.coins} onChange={form.setFrom} label={t('flash.fromCoin')} />
          <div className="pcx-side__amount">
            <AmountInput
              id="flash-amount"
              size="large"
              value={state.amount}
              onChange={form.setAmount}
              coin={state.from}
              placeholder={fromCoin ? t('flash.minimum', { amount: formatOutput(fromCoin.minAmount, lang, { scale: fromCoin.decimals }) }) : ''}
              status={amountError ? 'error' : undefined}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? 'flash-amount-error' : undefined}
              data-testid="flash-amount"
              suffix={
                <Button type="link" size="small" disabled={!buttons.canMax} onClick={form.setMax} data-testid="flash-max">
                  {t('flash.max')}
                </Button>
              }
            />
          </div>
        </div>
        {amountError && (
          <div className="pcx-error" id="flash-amount-error" role="alert" data-testid="flash-amount-error">
            {amountError}
          </div>
        )}
      </div>
      <div className="pcx-swap">
        <Button shape="circle" size="large" icon={<SwapOutlined rotate={90} />} onClick={form.swap} aria-label={t('flash.swap')} data-testid="flash-swap" />
      </div>
      <div className="pcx-side">
        <div className="pcx-side__head">
          <span className="pcx-side__label" id="flash-to-label">
            {t('flash.to')}
          </span>
          <span className="pc-muted">
            {t('flash.available')} <bdi dir="ltr">{balance(form.toAvailable, state.to)}</bdi>
          </span>
        </div>
        <div className="pcx-side__row">
          <FlashCoinSelect id="flash-to" value={state.to} coins={form.coins} onChange={form.setTo} label={t('flash.toCoin')} />
          <output className="pcx-receive" aria-labelledby="flash-to-label" data-testid="flash-receive">
            {summary.receive !== null ? <bdi dir="ltr"><Output value={summary.receive} asset={state.to} /></bdi> : <span className="pc-muted">{form.isQuoting ? t('flash.quoting') : '—'}</span>}
          </output>
        </div>
        {toError && (
          <div className="pcx-error" role="alert">
            {toError}
          </div>
        )}
      </div>
      {quoteError && <Alert type="error" showIcon title={quoteError} data-testid="flash-quote-error" />}
      <FlashQuoteLines form={form} />
      <Button type="primary" size="large" block htmlType="submit" disabled={!buttons.canConvert} data-testid="flash-convert">
        {t('flash.convert')}
      </Button>
      <FlashGuarantee validMs={form.validMs} className="pc-muted pcx-note" />
    </form>
  );
}

/** The quote's figures, its countdown and Refresh (also in the confirmation). */
export function FlashQuoteLines({ form, isFinal }: { form: TFlashFormApi; isFinal?: boolean }) {
  const { t } = useTranslation();
  const { summary } = form;
  const quote = summary.quote;
  return (
    <div className="pcx-quote" data-testid={isFinal ? 'flash-confirm-lines' : 'flash-quote'} aria-busy={form.isQuoting}>
      <FlashSummaryLines form={form} isFinal={isFinal} className="pcx-lines" mainClassName="pcx-lines__main" mutedClassName="pc-muted" feesTestId="flash-fees" />
      {(quote || form.isQuoting || form.buttons.canRefresh) && (
        <div className="pcx-timer">
          {quote || form.isQuoting ? <FlashCountdown secondsLeft={summary.secondsLeft} progress={summary.progress} isQuoting={form.isQuoting} /> : <span />}
          <Button icon={<ReloadOutlined />} onClick={form.refresh} disabled={form.isQuoting || form.isExecuting} data-testid="flash-refresh">
            {t('flash.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
}
