import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { saveFundPassword } from '../../../features/account/account-actions';
import { useProfile } from '../../../features/session/use-profile';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { useSecondFactorCode } from '../../../features/two-factor/use-second-factor-code';
import { SecondFactorField } from '../components/second-factor-field';

const EMPTY = { oldPwd: '', password: '', password1: '' };

/** Set the 6-digit fund password, or change it with the old one (and the authenticator's code when two-factor log-in is on). */
export function FundPasswordForm() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const hasOld = profile?.assetsPwd === 1;
  const isTotpOn = profile?.isTotpOn === true;
  const [form, setForm] = useState(EMPTY);
  const totp = useSecondFactorCode();
  const [isBusy, setBusy] = useState(false);
  const len = LIMITS.tradePasswordLength;
  const submit = async () => {
    setBusy(true);
    const ok = await saveFundPassword({ ...form, code: totp.code }, hasOld, isTotpOn).finally(() => setBusy(false));
    if (ok) setForm(EMPTY);
    totp.clear();
  };
  return (
    <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="fund-password-form">
      <p className="pc-muted">{hasOld ? t('security.fundIsSet') : t('security.fundNotSet')} {t('withdrawSafety.fundRule')}</p>
      {hasOld && (
        <FormRow label={t('security.oldFundPassword')}>
          <PasswordInput name="oldPwd" isNumeric maxLength={len} value={form.oldPwd} onChange={(oldPwd) => setForm({ ...form, oldPwd })} placeholder={t('security.oldFundPlaceholder')} />
        </FormRow>
      )}
      <FormRow label={t('security.newFundPassword')}>
        <PasswordInput name="password" isNumeric maxLength={len} value={form.password} onChange={(password) => setForm({ ...form, password })} placeholder={t('security.fundPlaceholder')} />
      </FormRow>
      <FormRow label={t('security.confirmFundPassword')}>
        <PasswordInput name="password1" isNumeric maxLength={len} value={form.password1} onChange={(password1) => setForm({ ...form, password1 })} placeholder={t('security.fundAgainPlaceholder')} />
      </FormRow>
      {isTotpOn && <SecondFactorField id="fund-totp" mode={totp.mode} value={totp.code} onChange={totp.setCode} onToggle={totp.toggle} hint={t('twoFactor.fundHint')} />}
      <Button type="primary" size="large" htmlType="submit" loading={isBusy}>
        {t(hasOld ? 'security.changeFund' : 'security.setFund')}
      </Button>
    </form>
  );
}
