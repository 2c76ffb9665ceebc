import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLoginPassword } from '../../../features/account/account-actions';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';

const EMPTY = { oldPwd: '', password: '', password1: '' };

/** Change the login password: old, new, and the new one again. */
export function LoginPasswordForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await changeLoginPassword(form).finally(() => setBusy(false));
    if (ok) setForm(EMPTY);
  };
  return (
    <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="login-password-form">
      <FormRow label={t('security.oldPassword')}>
        <PasswordInput name="oldPwd" value={form.oldPwd} onChange={(oldPwd) => setForm({ ...form, oldPwd })} placeholder={t('security.oldPasswordPlaceholder')} />
      </FormRow>
      <FormRow label={t('auth.newPassword')}>
        <PasswordInput name="password" value={form.password} onChange={(password) => setForm({ ...form, password })} placeholder={t('auth.passwordRule')} />
      </FormRow>
      <FormRow label={t('auth.confirmPassword')}>
        <PasswordInput name="password1" value={form.password1} onChange={(password1) => setForm({ ...form, password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} />
      </FormRow>
      <Button type="primary" size="large" htmlType="submit" loading={isBusy}>{t('common.confirm')}</Button>
    </form>
  );
}
