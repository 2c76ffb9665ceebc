import { Button, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TBankField } from '../../../features/fiat/bank-form';
import { SavedPayoutLines } from '../../../features/fiat/fiat-lines';
import { useBankForm } from '../../../features/fiat/use-bank-form';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { FiatFailed, FiatLoading } from './fiat-states';
import './fiat.css';

/**
 * /pc/setting/bank (SPEC §3 "Bank payout details"): the saved details, masked, and the form — the
 * bank part (account, holder, bank from the server's list, IFSC), the UPI part (UPI id, holder) —
 * saved with the fund password. Each problem shows beside its field in the server's words.
 */
export function BankPage() {
  const { t } = useTranslation();
  const bank = useBankForm();
  const { form } = bank;
  const field = (name: TBankField, label: string, input: ReactNode) => {
    const error = bank.errorOf(name);
    return (
      <div className="pcq-field" data-field={name} data-invalid={error ? 'true' : undefined}>
        <label className="pcq-label" htmlFor={`bank-${name}`}>{label}</label>
        {input}
        {error && <p className="pcq-error" role="alert" id={`bank-${name}-error`}>{t(error.key)}</p>}
      </div>
    );
  };
  const text = (name: Exclude<TBankField, 'fundPwd' | 'bankName'>, placeholder: string, extra: { maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <Input
      id={`bank-${name}`}
      size="large"
      value={form[name]}
      onChange={(e) => bank.set(name, e.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      aria-invalid={bank.errorOf(name) ? true : undefined}
      status={bank.errorOf(name) ? 'error' : undefined}
      aria-describedby={bank.errorOf(name) ? `bank-${name}-error` : undefined}
      data-testid={`bank-${name}`}
      {...extra}
    />
  );
  if (bank.isFailed) return <section className="pc-card pc-section"><FiatFailed onRetry={bank.retry} /></section>;
  if (bank.isLoading) return <section className="pc-card pc-section"><FiatLoading /></section>;
  const saved = bank.saved;
  return (
    <section className="pc-card pc-section pcq-bank" data-testid="bank-page">
      <h1 className="pc-page__title">{t('fiat.bank.title')}</h1>
      <p className="pc-muted">{t('fiat.bank.intro')}</p>
      <div className="pcq-saved" data-testid="bank-saved" data-saved={saved ? 'true' : 'false'}>
        <h2 className="pcq-subtitle">{t('fiat.bank.savedTitle')}</h2>
        {saved ? (
          <dl className="pcq-lines">
            <SavedPayoutLines saved={saved} bankLabel={bank.bankLabel} withNames mutedClass="pc-muted" />
          </dl>
        ) : (
          <p className="pc-muted">{t('fiat.bank.none')}</p>
        )}
      </div>
      <form className="pcq-bank__form" onSubmit={(e) => (e.preventDefault(), void bank.submit())} noValidate>
        <fieldset className="pcq-part">
          <legend className="pcq-subtitle">{t('fiat.bank.bankPart')}</legend>
          {field('account', t('fiat.bank.account'), text('account', t('fiat.bank.accountPlaceholder'), { maxLength: LIMITS.passwordMaxLength, inputMode: 'numeric' }))}
          {field('name', t('fiat.bank.name'), text('name', t('fiat.bank.namePlaceholder'), { maxLength: 64 }))}
          {field(
            'bankName',
            t('fiat.bank.bank'),
            <Select
              id="bank-bankName"
              size="large"
              showSearch
              allowClear
              optionFilterProp="label"
              value={form.bankName || undefined}
              onChange={(v: string | undefined) => bank.set('bankName', v ?? '')}
              placeholder={t('fiat.bank.bankPlaceholder')}
              status={bank.errorOf('bankName') ? 'error' : undefined}
              options={bank.banks.map((b) => ({ value: b.code, label: b.name }))}
              data-testid="bank-bankName"
            />,
          )}
          {field('ifsc', t('fiat.bank.ifsc'), text('ifsc', t('fiat.bank.ifscPlaceholder'), { maxLength: 11 }))}
        </fieldset>
        <fieldset className="pcq-part">
          <legend className="pcq-subtitle">{t('fiat.bank.upiPart')}</legend>
          {field('upiAccount', t('fiat.bank.upi'), text('upiAccount', t('fiat.bank.upiPlaceholder'), { maxLength: 320 }))}
          {field('upiName', t('fiat.bank.upiName'), text('upiName', t('fiat.bank.namePlaceholder'), { maxLength: 64 }))}
        </fieldset>
        {bank.hasFundPassword ? (
          field(
            'fundPwd',
            t('fiat.bank.fundPassword'),
            <PasswordInput name="fundPwd" isNumeric maxLength={LIMITS.tradePasswordLength} value={form.fundPwd} onChange={(v) => bank.set('fundPwd', v)} placeholder={t('fiat.bank.fundPasswordPlaceholder')} />,
          )
        ) : (
          <p className="pcq-warning">
            {t('fiat.bank.noFundPassword')} <Link to="/setting/password?type=2">{t('fiat.form.setFundPassword')}</Link>
          </p>
        )}
        <Button type="primary" size="large" htmlType="submit" loading={bank.isSaving} disabled={!bank.hasFundPassword} data-testid="bank-save">
          {t('fiat.bank.save')}
        </Button>
      </form>
    </section>
  );
}
