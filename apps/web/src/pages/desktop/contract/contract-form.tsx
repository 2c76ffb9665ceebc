import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Checkbox, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, scaleOf, type TMarket } from '@exchange/contracts';
import type { TContractFormError } from '../../../features/contract/contract-form';
import { MARGIN_PRESETS, useContractForm, type TContractFormApi } from '../../../features/contract/use-contract-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { AmountInput } from '../components/amount-input';
import { ContractConfirmModal } from './contract-confirm-modal';
import { ContractSummary } from './contract-summary';
import { NONE } from './contract-text';
import { LeverageCapNote } from '../../../features/contract/leverage-cap-note';

const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/** A rule the form breaks, beside its field (only after a try to open): the server's own message. */
function FieldError({ error, testId }: { error: TContractFormError | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="pcc-form__error" role="alert" data-testid={testId}>
      {error ? t(`msg:${error.key}`, error.values) : ''}
    </p>
  );
}

/** Two or more buttons of which one is chosen (direction, order type, leverage). */
function Choice<T extends string | number>({ label, value, options, onChange, className, testId }: {
  label: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  className: string;
  testId: string;
}) {
  return (
    <div className={className} role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          className={o.value === value ? 'is-active' : undefined}
          onClick={() => onChange(o.value)}
          data-value={o.value}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** The available USDT of the contract wallet, and the way to fill it when it is empty. */
function Available({ form }: { form: TContractFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { available } = form.ctx;
  const isEmpty = available !== undefined && !/[1-9]/.test(available);
  return (
    <>
      <div className="pcc-form__line">
        <span className="pc-muted">{t('contract.available')}</span>
        <LtrNumber>
          <span data-testid="contract-available">{available === undefined ? NONE : formatOutput(available, lang, { scale: USDT_SCALE })}</span> {CONTRACT_QUOTE}
        </LtrNumber>
      </div>
      {isEmpty && (
        <div className="pcc-form__transfer" data-testid="contract-transfer">
          <p>{t('contract.transferHint')}</p>
          <Link to={`/account/transfer?type=1&coin=${CONTRACT_QUOTE}`}>{t('pcContract.transferLink')}</Link>
        </div>
      )}
    </>
  );
}

/**
 * The opening form (the one hook of both interfaces, use-contract-form.ts): direction, market or
 * limit, leverage, margin with presets of the available balance, the limit price, optional stop
 * loss and take profit, and what opening would do. After a try the rules broken show beside their
 * fields, and the first as a toast (the hook); nothing is sent until the form passes them.
 */
export function ContractForm({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const form = useContractForm(market);
  const { state, ctx, summary } = form;
  if (form.isConfigFailed && !ctx.config) {
    return (
      <div className="pcc-form__state" data-testid="contract-form" data-state="error">
        <Alert type="error" showIcon title={t('pcContract.configFailed')} action={<Button size="small" onClick={form.retryConfig}>{t('contract.retry')}</Button>} />
      </div>
    );
  }
  if (!ctx.config) {
    return (
      <div className="pcc-form__state" data-testid="contract-form" data-state="loading">
        <Spin />
      </div>
    );
  }
  const leverages = ctx.config.leverages;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const price = (field: 'price' | 'stopLoss' | 'takeProfit', label: string, hint?: string) => (
    <div className="pcc-form__field">
      <label className="pc-order__field">
        <AmountInput
          name={field}
          dir="ltr"
          value={state[field]}
          onChange={(value) => form.set(field, value)}
          scale={market.pricePrecision}
          coin={market.quote}
          echoTestId={`contract-${field}-echo`}
          placeholder={field === 'price' ? undefined : t('contract.optional')}
          prefix={<span className="pc-order__label">{label}</span>}
          suffix={market.quote}
          status={form.errorOf(field) ? 'error' : undefined}
        />
      </label>
      {hint && <p className="pcc-form__hint">{hint}</p>}
      <FieldError error={form.errorOf(field)} testId={`contract-${field}-error`} />
    </div>
  );
  return (
    <form className={`pcc-form is-${state.direction}`} onSubmit={submit} noValidate data-testid="contract-form" data-state="ready">
      <Choice
        label={t('contract.field.direction')}
        className="pcc-form__direction"
        value={state.direction}
        onChange={form.setDirection}
        options={[
          { value: 'up', label: t('contract.up') },
          { value: 'down', label: t('contract.down') },
        ]}
        testId="contract-direction"
      />
      <Choice
        label={t('contract.field.type')}
        className="pc-order__tablist pcc-form__types"
        value={state.type}
        onChange={form.setType}
        options={[
          { value: 'market', label: t('contract.market') },
          { value: 'limit', label: t('contract.limit') },
        ]}
        testId="contract-type"
      />
      <div className="pcc-form__field">
        <span className="pcc-form__label" aria-hidden="true">
          {t('contract.leverage')}
        </span>
        <Choice
          label={t('contract.leverage')}
          className="pcc-form__leverages"
          value={summary.leverage ?? 0}
          onChange={form.setLeverage}
          options={leverages.map((l) => ({ value: l, label: <span dir="ltr">{t('contract.leverageValue', { value: l })}</span> }))}
          testId="contract-leverage"
        />
        <LeverageCapNote config={ctx.config} className="pcc-form__hint" />
        <FieldError error={form.errorOf('leverage')} testId="contract-leverage-error" />
      </div>
      <Available form={form} />
      <div className="pcc-form__field">
        <label className="pc-order__field">
          <AmountInput
            name="margin"
            dir="ltr"
            value={state.margin}
            onChange={(value) => form.set('margin', value)}
            scale={USDT_SCALE}
            coin={CONTRACT_QUOTE}
            echoTestId="contract-margin-echo"
            placeholder={t('contract.marginPlaceholder')}
            prefix={<span className="pc-order__label">{t('contract.margin')}</span>}
            status={form.errorOf('margin') ? 'error' : undefined}
          />
        </label>
        <div className="pc-order__presets" role="group" aria-label={t('pcContract.presets')}>
          {MARGIN_PRESETS.map((pct) => (
            <button key={pct} type="button" className="pc-chip" disabled={!ctx.available} onClick={() => form.preset(pct)} data-preset={pct}>
              <span dir="ltr">{pct}%</span>
            </button>
          ))}
        </div>
        <FieldError error={form.errorOf('margin')} testId="contract-margin-error" />
      </div>
      {state.type === 'limit' && price('price', t('contract.limitPrice'), t(state.direction === 'up' ? 'contract.limitHintUp' : 'contract.limitHintDown'))}
      {price('stopLoss', t('contract.stopLoss'))}
      {price('takeProfit', t('contract.takeProfit'))}
      <ContractSummary market={market} form={form} />
      <FieldError error={form.errorOf('form')} testId="contract-form-error" />
      <Button
        htmlType="submit"
        block
        size="large"
        className={`pc-order__submit is-${state.direction === 'up' ? 'buy' : 'sell'}`}
        loading={form.isSending}
        disabled={form.isSending}
        data-testid="contract-submit"
      >
        {t(state.direction === 'up' ? 'contract.openUp' : 'contract.openDown')}
      </Button>
      <Checkbox className="pcc-form__confirm" checked={form.isConfirmOn} onChange={(e) => form.setConfirmOn(e.target.checked)} data-testid="contract-confirm-toggle">
        {t('contract.confirmToggle')}
      </Checkbox>
      <ContractConfirmModal market={market} form={form} />
    </form>
  );
}
