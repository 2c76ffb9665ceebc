import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TBankField } from '../../../features/fiat/bank-form';
import { SavedPayoutLines } from '../../../features/fiat/fiat-lines';
import { useBankForm } from '../../../features/fiat/use-bank-form';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { FiatField } from './fiat-field';
import { FiatFailed, FiatLoading } from './fiat-states';
import './fiat-mobile.css';

type TTextField = Exclude<TBankField, 'fundPwd' | 'bankName'>;

/**
 * /bank (SPEC §3 "Bank payout details"): the saved details, masked, and the form — bank account
 * (number, holder, bank, IFSC) and UPI (id, holder) — saved with the fund password, each problem
 * beside its field in the server's words.
 */
export function BankScreen() {
  const { t } = useTranslation();
  const bank = useBankForm();
  const { form } = bank;
  const text = (name: TTextField, label: string, placeholder: string, extra: { maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <FiatField label={label} error={bank.errorOf(name)}>
      {(a11y) => (
        <div className="mq-input">
          <input {...a11y} {...extra} value={form[name]} onChange={(e) => bank.set(name, e.target.value)} placeholder={placeholder} autoComplete="off" data-testid={`bank-${name}`} />
        </div>
      )}
    </FiatField>
  );
  const saved = bank.saved;
  return (
    <SubPage title={t('fiat.bank.title')}>
      <div className="mq-page" data-testid="bank-page">
        {bank.isFailed ? (
          <FiatFailed onRetry={bank.retry} />
        ) : bank.isLoading ? (
          <FiatLoading />
        ) : (
          <>
            <p className="mq-muted">{t('fiat.bank.intro')}</p>
            <section className="mq-card" data-testid="bank-saved" data-saved={saved ? 'true' : 'false'}>
              <h2 className="mq-subtitle">{t('fiat.bank.savedTitle')}</h2>
              {saved ? (
                <dl className="mq-lines">
                  <SavedPayoutLines saved={saved} bankLabel={bank.bankLabel} withNames={false} mutedClass="mq-muted" />
                </dl>
              ) : (
                <p className="mq-muted">{t('fiat.bank.none')}</p>
              )}
            </section>
            <form className="mq-form" onSubmit={(e) => (e.preventDefault(), void bank.submit())} noValidate>
              <fieldset className="mq-card mq-part">
                <legend className="mq-subtitle">{t('fiat.bank.bankPart')}</legend>
                {text('account', t('fiat.bank.account'), t('fiat.bank.accountPlaceholder'), { maxLength: 24, inputMode: 'numeric' })}
                {text('name', t('fiat.bank.name'), t('fiat.bank.namePlaceholder'), { maxLength: 64 })}
                <FiatField label={t('fiat.bank.bank')} error={bank.errorOf('bankName')}>
                  {(a11y) => (
                    <div className="mq-input">
                      <select {...a11y} value={form.bankName} onChange={(e) => bank.set('bankName', e.target.value)} data-testid="bank-bankName">
                        <option value="">{t('fiat.bank.bankPlaceholder')}</option>
                        {bank.banks.map((b) => (
                          <option key={b.code} value={b.code}>{b.name}</option>
                        ))}
                      </select>
                    </div>
                  )}
                </FiatField>
                {text('ifsc', t('fiat.bank.ifsc'), t('fiat.bank.ifscPlaceholder'), { maxLength: 11 })}
              </fieldset>
              <fieldset className="mq-card mq-part">
                <legend className="mq-subtitle">{t('fiat.bank.upiPart')}</legend>
                {text('upiAccount', t('fiat.bank.upi'), t('fiat.bank.upiPlaceholder'), { maxLength: 320 })}
                {text('upiName', t('fiat.bank.upiName'), t('fiat.bank.namePlaceholder'), { maxLength: 64 })}
              </fieldset>
              {bank.hasFundPassword ? (
                <section className="mq-card">
                  <Field label={t('fiat.bank.fundPassword')}>
                    <PasswordInput isNumeric maxLength={LIMITS.tradePasswordLength} value={form.fundPwd} onChange={(v) => bank.set('fundPwd', v.replace(/\D/g, ''))} placeholder={t('fiat.bank.fundPasswordPlaceholder')} />
                  </Field>
                  {bank.errorOf('fundPwd') && <p className="mq-error" role="alert">{t(bank.errorOf('fundPwd')!.key)}</p>}
                </section>
              ) : (
                <p className="mq-warning">
                  {t('fiat.bank.noFundPassword')} <Link to="/security/fund-password">{t('fiat.form.setFundPassword')}</Link>
                </p>
              )}
              <Button block color="primary" size="large" type="submit" loading={bank.isSaving} disabled={!bank.hasFundPassword} data-testid="bank-save">
                {t('fiat.bank.save')}
              </Button>
            </form>
          </>
        )}
      </div>
    </SubPage>
  );
}
