import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSendEmailCode, ZSendPhoneCode } from '@exchange/contracts';
import { sendForgetCode, targetParams, type TTargetFields } from '../../../features/auth/auth-api';
import { firstError } from '../../../features/auth/first-error';
import { resetPassword } from '../../../features/auth/forgot-password';
import { useSendCode } from '../../../features/auth/use-send-code';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SendCodeButton } from '../../../ui/mobile/send-code-button';
import { SubPage } from '../../../ui/mobile/sub-page';
import { EMPTY_TARGET, TargetFields } from '../components/target-fields';

/** Forgot password (SPEC §4): by e-mail or phone, a code plus a new password; then log in again. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sender = useSendCode();
  const [target, setTarget] = useState<TTargetFields>(EMPTY_TARGET);
  const [form, setForm] = useState({ code: '', password: '', password1: '' });
  const [isBusy, setBusy] = useState(false);

  const sendCode = () => {
    const invalid = firstError(target.mode === 'email' ? ZSendEmailCode : ZSendPhoneCode, targetParams(target));
    void sender.send(invalid, () => sendForgetCode(target));
  };
  const submit = async () => {
    setBusy(true);
    const ok = await resetPassword({ ...target, ...form }).finally(() => setBusy(false));
    if (ok) navigate('/login', { replace: true });
  };

  return (
    <SubPage title={t('auth.resetTitle')}>
      <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <TargetFields value={target} onChange={setTarget} modes={['email', 'phone']} />
        <Field label={t('auth.code')} extra={<SendCodeButton left={sender.left} isSending={sender.isSending} onSend={sendCode} />}>
          <Input name="code" value={form.code} onChange={(code) => setForm({ ...form, code })} placeholder={t('auth.codePlaceholder')} maxLength={6} inputMode="numeric" />
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
