import { useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SECONDS_ASSET, scaleOf } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TSecondsFormError } from '../../../features/seconds/seconds-form';
import { useSecondsForm, type TSecondsFormApi } from '../../../features/seconds/use-seconds-form';
import { useSessionStore } from '../../../features/session/session-store';
import { AmountInput } from '../components/amount-input';
import { NONE } from '../contract/contract-text';
import { SecondsConfirmModal } from './seconds-confirm-modal';
import { SecondsDurations } from './seconds-durations';
import { SecondsSummary } from './seconds-summary';

const USDT_SCALE = scaleOf(SECONDS_ASSET);

/** SPEC §9: the desktop store's default open amount. */
export const DESKTOP_DEFAULT_AMOUNT = '1';

/** A rule the order breaks, beside its field (only after a try): the server's own message. */
function FieldError({ error, testId }: { error: TSecondsFormError | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="pcc-form__error" role="alert" data-testid={testId}>
      {error ? t(`msg:${error.key}`, error.values) : ''}
    </p>
  );
}

/** The available USDT of the contract wallet, and the way to fill it when it is empty. */
function Available({ form }: { form: TSecondsFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { available } = form;
  const isEmpty = available !== undefined && !/[1-9]/.test(available);
  return (
    <>
      <div className="pcc-form__line">
        <span className="pc-muted">{t('seconds.available')}</span>
        <LtrNumber>
          <span data-testid="seconds-available">{available === undefined ? NONE : formatOutput(available, lang, { scale: USDT_SCALE })}</span> {SECONDS_ASSET}
        </LtrNumber>
      </div>
      {isEmpty && (
        <div className="pcc-form__transfer" data-testid="seconds-transfer">
          <p>{t('seconds.transferHint')}</p>
          <Link to={`/account/transfer?type=1&coin=${SECONDS_ASSET}`}>{t('pcSeconds.transferLink')}</Link>
        </div>
      )}
    </>
  );
}

/**
 * The seconds order form (the one hook of both interfaces, use-seconds-form.ts): the duration cards,
 * the stake with the preset amounts, what the order would cost and pay, and Up and Down. Each button
 * first checks the form (the rules broken show beside their fields, the first as a toast), then asks
 * for confirmation with that summary; nothing is sent before. A visitor sees it all and is offered to
 * log in in place of the buttons.
 */
export function SecondsForm({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const form = useSecondsForm(DESKTOP_DEFAULT_AMOUNT, symbol);
  const [confirming, setConfirming] = useState<'up' | 'down' | null>(null);
  const { state, ctx, summary } = form;
  if (form.isConfigFailed && !ctx.config) {
    return (
      <div className="pcc-form__state" data-testid="seconds-form" data-state="error">
        <Alert type="error" showIcon title={t('pcSeconds.configFailed')} action={<Button size="small" onClick={form.retryConfig}>{t('seconds.retry')}</Button>} />
      </div>
    );
  }
  if (!ctx.config) {
    return (
      <div className="pcc-form__state" data-testid="seconds-form" data-state="loading">
        <Spin />
      </div>
    );
  }
  if (ctx.config.durations.length === 0 || ctx.config.markets.length === 0) {
    return (
      <div className="pcc-form__state" data-testid="seconds-form" data-state="empty">
        <p className="pc-muted">{t('pcSeconds.noMarkets')}</p>
      </div>
    );
  }
  const tryOpen = (direction: 'up' | 'down') => {
    // A form that breaks a rule is not confirmed: place() marks it checked and says why.
    if (form.errors.length > 0) void form.place(direction);
    else setConfirming(direction);
  };
  const confirm = async () => {
    if (!confirming) return;
    const order = await form.place(confirming);
    if (order) setConfirming(null);
  };
  return (
    <div className="pcc-form pcs-form" data-testid="seconds-form" data-state="ready">
      <div className="pcc-form__field">
        <span className="pcc-form__label" aria-hidden="true">
          {t('seconds.duration')}
        </span>
        <SecondsDurations durations={ctx.config.durations} value={summary.duration?.second ?? null} onChange={form.setDuration} />
      </div>
      {isLogin && <Available form={form} />}
      <div className="pcc-form__field">
        <label className="pc-order__field">
          <AmountInput
            name="openAmount"
            dir="ltr"
            value={state.amount}
            onChange={form.setAmount}
            scale={USDT_SCALE}
            coin={SECONDS_ASSET}
            echoTestId="seconds-amount-echo"
            placeholder={t('seconds.amountPlaceholder')}
            prefix={<span className="pc-order__label">{t('seconds.amount')}</span>}
            status={form.errorOf('amount') ? 'error' : undefined}
          />
        </label>
        <div className="pc-order__presets pcs-presets" role="group" aria-label={t('seconds.presets')}>
          {ctx.config.amounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={amount === state.amount ? 'pc-chip is-active' : 'pc-chip'}
              aria-pressed={amount === state.amount}
              onClick={() => form.setAmount(amount)}
              data-preset={amount}
            >
              <PresetText amount={amount} />
            </button>
          ))}
        </div>
        <FieldError error={form.errorOf('amount')} testId="seconds-amount-error" />
      </div>
      <SecondsSummary summary={summary} />
      <FieldError error={form.errorOf('form')} testId="seconds-form-error" />
      {isLogin ? (
        <div className="pcs-form__buttons">
          <Button size="large" className="pc-order__submit is-buy" onClick={() => tryOpen('up')} disabled={form.isSending} data-testid="seconds-up">
            {t('seconds.buyUp')}
          </Button>
          <Button size="large" className="pc-order__submit is-sell" onClick={() => tryOpen('down')} disabled={form.isSending} data-testid="seconds-down">
            {t('seconds.buyDown')}
          </Button>
        </div>
      ) : (
        <Button type="primary" size="large" block onClick={openLogin} data-testid="seconds-login">
          {t('seconds.loginToTrade')}
        </Button>
      )}
      <SecondsConfirmModal form={form} direction={confirming} onConfirm={() => void confirm()} onCancel={() => setConfirming(null)} />
    </div>
  );
}

function PresetText({ amount }: { amount: string }) {
  const lang = useLocaleStore((s) => s.lang);
  return <span dir="ltr"><Output value={amount} scale={USDT_SCALE} /></span>;
}
