import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZSendEmailCode, ZSendPhoneCode } from '@exchange/contracts';
import { sendForgetCode, targetParams, type TTargetFields } from '../../../features/auth/auth-api';
import { firstError } from '../../../features/auth/first-error';
import { resetPassword } from '../../../features/auth/forgot-password';
import { useSendCode } from '../../../features/auth/use-send-code';
import { useSessionStore } from '../../../features/session/session-store';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import { EMPTY_TARGET, TargetFields } from '../components/target-fields';

/** Forgot password, for a logged-out visitor: a code to the e-mail or phone, then a new password. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const openLogin = useSessionStore((s) => s.openLogin);
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
    if (ok) openLogin();
  };
  return (
    <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="reset-password-form">
      <TargetFields value={target} onChange={setTarget} modes={['email', 'phone']} />
      <FormRow label={t('auth.code')}>
        <Space.Compact block>
          <Input size="large" name="code" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} placeholder={t('auth.codePlaceholder')} maxLength={6} inputMode="numeric" />
          <SendCodeButton left={sender.left} isSending={sender.isSending} onSend={sendCode} />
        </Space.Compact>
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
