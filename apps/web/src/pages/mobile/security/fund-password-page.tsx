import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { saveFundPassword } from '../../../features/account/account-actions';
import { useProfile } from '../../../features/session/use-profile';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { useSecondFactorCode } from '../../../features/two-factor/use-second-factor-code';
import { SecondFactorField } from '../components/second-factor-field';

/**
 * Set the 6-digit fund password, or change it (then the old one is required); with two-factor
 * log-in on, the authenticator's code as well.
 */
export function FundPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile, isLoading } = useProfile();
  const hasOld = profile?.assetsPwd === 1;
  const isTotpOn = profile?.isTotpOn === true;
  const [form, setForm] = useState({ oldPwd: '', password: '', password1: '' });
  const totp = useSecondFactorCode();
  const [isBusy, setBusy] = useState(false);
  const digits = (v: string) => v.replace(/\D/g, '');
  const submit = async () => {
    setBusy(true);
    const ok = await saveFundPassword({ ...form, code: totp.code }, hasOld, isTotpOn).finally(() => setBusy(false));
    if (ok) navigate('/security', { replace: true });
    else totp.clear();
  };
  const len = LIMITS.tradePasswordLength;
  return (
    <SubPage title={t(hasOld ? 'security.changeFund' : 'security.setFund')}>
      {isLoading ? (
        <div className="m-center"><DotLoading /></div>
      ) : (
        <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
          <p className="m-form__hint">{t('withdrawSafety.fundRule')}</p>
          {hasOld && (
            <Field label={t('security.oldFundPassword')}>
              <PasswordInput name="oldPwd" isNumeric maxLength={len} value={form.oldPwd} onChange={(v) => setForm({ ...form, oldPwd: digits(v) })} placeholder={t('security.oldFundPlaceholder')} />
            </Field>
          )}
          <Field label={t('security.newFundPassword')}>
            <PasswordInput name="password" isNumeric maxLength={len} value={form.password} onChange={(v) => setForm({ ...form, password: digits(v) })} placeholder={t('security.fundPlaceholder')} />
          </Field>
          <Field label={t('security.confirmFundPassword')}>
            <PasswordInput name="password1" isNumeric maxLength={len} value={form.password1} onChange={(v) => setForm({ ...form, password1: digits(v) })} placeholder={t('security.fundAgainPlaceholder')} />
          </Field>
          {isTotpOn && (
            <>
              <p className="m-form__hint">{t('twoFactor.fundHint')}</p>
              <SecondFactorField mode={totp.mode} value={totp.code} onChange={totp.setCode} onToggle={totp.toggle} />
            </>
          )}
          <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
            {t('common.confirm')}
          </Button>
        </form>
      )}
    </SubPage>
  );
}
