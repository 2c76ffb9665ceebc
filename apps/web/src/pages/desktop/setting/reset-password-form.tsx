import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useForgotForm } from '../../../features/auth/use-forgot-form';
import { useSessionStore } from '../../../features/session/session-store';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import { FieldRow } from '../auth/field-row';
import { PasswordField } from '../auth/password-field';
import { TargetRows } from '../auth/target-rows';

/** Forgot password, for a logged-out visitor: a code to the e-mail or phone, then a new password. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const openLogin = useSessionStore((s) => s.openLogin);
  const f = useForgotForm();
  const { errors, aria } = f;
  const submit = async () => {
    if (await f.submit()) openLogin();
  };
  return (
    <form className="pc-form pc-form--narrow" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="reset-password-form">
      <TargetRows value={f.target} onChange={f.setTarget} modes={['email', 'phone']} errors={errors} aria={aria} />
      <FieldRow label={t('auth.code')} aria={aria('code')} error={errors.code}>
        <Space.Compact block>
          <Input {...aria('code').input} status={errors.code && 'error'} size="large" name="code" value={f.form.code} onChange={(e) => f.set({ code: e.target.value })} placeholder={t('auth.codePlaceholder')} maxLength={LIMITS.codeLength} inputMode="numeric" autoComplete="one-time-code" />
          <SendCodeButton left={f.sender.left} isSending={f.sender.isSending} onSend={() => void f.sendCode()} />
        </Space.Compact>
      </FieldRow>
      <FieldRow label={t('auth.newPassword')} aria={aria('password')} error={errors.password}>
        <PasswordField name="password" value={f.form.password} onChange={(password) => f.set({ password })} placeholder={t('auth.passwordRule')} aria={aria('password')} />
      </FieldRow>
      <FieldRow label={t('auth.confirmPassword')} aria={aria('password1')} error={errors.password1}>
        <PasswordField name="password1" value={f.form.password1} onChange={(password1) => f.set({ password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} aria={aria('password1')} />
      </FieldRow>
      <Button type="primary" size="large" htmlType="submit" loading={f.isBusy}>{t('common.confirm')}</Button>
    </form>
  );
}
