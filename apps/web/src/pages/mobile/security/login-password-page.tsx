import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLoginPassword } from '../../../features/account/account-actions';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';

/** Change the login password: the old one, then the new one twice. */
export function LoginPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ oldPwd: '', password: '', password1: '' });
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await changeLoginPassword(form).finally(() => setBusy(false));
    if (ok) navigate('/security', { replace: true });
  };
  return (
    <SubPage title={t('security.loginPassword')}>
      <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field label={t('security.oldPassword')}>
          <PasswordInput name="oldPwd" value={form.oldPwd} onChange={(oldPwd) => setForm({ ...form, oldPwd })} placeholder={t('security.oldPasswordPlaceholder')} />
        </Field>
        <Field label={t('auth.newPassword')}>
          <PasswordInput name="password" value={form.password} onChange={(password) => setForm({ ...form, password })} placeholder={t('auth.passwordRule')} />
        </Field>
        <Field label={t('auth.confirmPassword')}>
          <PasswordInput name="password1" value={form.password1} onChange={(password1) => setForm({ ...form, password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} />
        </Field>
        <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
          {t('common.confirm')}
        </Button>
      </form>
    </SubPage>
  );
}
