import { useRef } from 'react';
import { Button, Input } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { AmountEcho } from '../../../features/format/amount-echo';
import { useAmountInput } from '../../../features/format/use-amount-input';
import type { TLaunchFormError } from '../../../features/launchpad/launch-form';
import { useLaunchSubscribe, type TLaunchSubscribeApi } from '../../../features/launchpad/use-launch-subscribe';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { Amount, Row } from './launch-parts';

function FieldError({ error, testId }: { error: TLaunchFormError | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="ml-error" role="alert" data-testid={testId}>
      {error ? t(`msg:${error.key}`, error.values) : ''}
    </p>
  );
}

function AmountInput({ form }: { form: TLaunchSubscribeApi }) {
  const { t } = useTranslation();
  const field = useAmountInput(form.state.amount, form.setAmount, 8);
  return (
    <>
      <Field
        label={t('launchpad.amount')}
        extra={
          <span className="ml-amount__extra">
            <span className="ml-muted">USDT</span>
            <button type="button" className="ml-link-btn" onClick={form.setMax} data-testid="launch-max">
              {t('launchpad.max')}
            </button>
          </span>
        }
      >
        <Input name="amount" inputMode="decimal" value={field.text} onChange={field.change} placeholder={t('launchpad.amountPlaceholder')} autoComplete="off" />
      </Field>
      <AmountEcho field={field} coin="USDT" testId="launch-amount-echo" />
    </>
  );
}

/**
 * The subscription sheet (the one hook of both interfaces, use-launch-subscribe.ts): the amount with
 * Max, the limit left and the balance, the fund password (or the way to set one), what it buys and
 * the estimated allocation and refund; Confirm checks first (the rules broken beside their fields)
 * and then sends.
 */
export function SubscribeForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useLaunchSubscribe(projectId);
  const ref = useRef<HTMLFormElement>(null);
  const project = form.detail.data;
  if (!project) return null;
  const { summary, ctx } = form;
  const estimate = summary.estimate;
  const confirm = async () => {
    if (form.errors.length > 0) {
      form.check();
      const field = form.errors[0].field;
      ref.current?.querySelector<HTMLInputElement>(`input[name="${field === 'fundPwd' ? 'fundPwd' : 'amount'}"]`)?.focus();
      return;
    }
    if (await form.submit()) onDone();
  };
  return (
    <form ref={ref} className="ml-form" data-testid="launch-form" data-state="ready" onSubmit={(e) => (e.preventDefault(), void confirm())} noValidate>
      <h2 className="ml-sheet__title">
        {t('launchpad.subscribe')} <bdi className="ml-muted">{project.symbol}</bdi>
      </h2>
      <dl className="ml-rows">
        <Row label={t('launchpad.available')}>{ctx.available === undefined ? '—' : <Amount value={ctx.available} unit="USDT" testId="launch-available" />}</Row>
        <Row label={t('launchpad.committedBefore')}>
          <Amount value={summary.committedBefore} unit="USDT" />
        </Row>
        <Row label={t('launchpad.limitLeft')}>
          <Amount value={summary.limitLeft} unit="USDT" testId="launch-limit-left" />
        </Row>
      </dl>
      <AmountInput form={form} />
      <FieldError error={form.errorOf('amount')} testId="launch-amount-error" />
      {ctx.hasFundPassword === false ? (
        <p className="ml-warn" data-testid="launch-no-fund-password">
          {t('launchpad.noFundPwd')} <Link to="/security/fund-password">{t('launchpad.setFundPwd')}</Link>
        </p>
      ) : (
        <>
          <Field label={t('launchpad.fundPwd')}>
            <PasswordInput name="fundPwd" isNumeric maxLength={LIMITS.tradePasswordLength} value={form.state.fundPwd} onChange={form.setFundPwd} placeholder={t('launchpad.fundPwdPlaceholder')} />
          </Field>
          <FieldError error={form.errorOf('fundPwd')} testId="launch-fund-password-error" />
        </>
      )}
      <dl className="ml-rows ml-summary" data-testid="launch-summary">
        <Row label={t('launchpad.maxTokens')}>{summary.maxTokens === null ? '—' : <Amount value={summary.maxTokens} unit={project.symbol} scale={project.scale} testId="summary-max-tokens" />}</Row>
        <Row label={t('launchpad.estimate')}>{estimate ? <Amount value={estimate.tokens} unit={project.symbol} scale={project.scale} testId="summary-estimate" /> : '—'}</Row>
        <Row label={t('launchpad.estimateRefund')}>{estimate ? <Amount value={estimate.refund} unit="USDT" testId="summary-refund" /> : '—'}</Row>
      </dl>
      {estimate && (
        <p className="ml-note" data-testid="summary-note" data-pro-rata={estimate.isProRata}>
          {t(estimate.isProRata ? 'launchpad.proRataNote' : 'launchpad.fullNote')} {t('launchpad.estimateNote')}
        </p>
      )}
      <FieldError error={form.errorOf('form')} testId="launch-form-error" />
      <Button type="submit" block color="primary" size="large" loading={form.isSending} data-testid="launch-confirm">
        {t('launchpad.confirm')}
      </Button>
    </form>
  );
}
