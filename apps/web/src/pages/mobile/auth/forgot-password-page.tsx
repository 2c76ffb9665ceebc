import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useForgotForm } from '../../../features/auth/use-forgot-form';
import { SendCodeButton } from '../../../ui/mobile/send-code-button';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AuthField } from './auth-field';
import { PasswordText, TextInput } from './auth-inputs';
import { TargetRows } from './target-rows';

/** Forgot password (SPEC §4): by e-mail or phone, a code plus a new password; then log in again. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useForgotForm();
  const { errors, aria } = f;

  const submit = async () => {
    if (await f.submit()) navigate('/login', { replace: true });
  };

  return (
    <SubPage title={t('auth.resetTitle')}>
      <form className="m-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <TargetRows value={f.target} onChange={f.setTarget} modes={['email', 'phone']} errors={errors} aria={aria} />
        <AuthField label={t('auth.code')} aria={aria('code')} error={errors.code} extra={<SendCodeButton left={f.sender.left} isSending={f.sender.isSending} onSend={() => void f.sendCode()} />}>
          <TextInput aria={aria('code')} name="code" value={f.form.code} onChange={(code) => f.set({ code })} placeholder={t('auth.codePlaceholder')} maxLength={LIMITS.codeLength} inputMode="numeric" autoComplete="one-time-code" />
        </AuthField>
        <AuthField label={t('auth.newPassword')} aria={aria('password')} error={errors.password}>
          <PasswordText aria={aria('password')} name="password" value={f.form.password} onChange={(password) => f.set({ password })} placeholder={t('auth.passwordRule')} />
        </AuthField>
        <AuthField label={t('auth.confirmPassword')} aria={aria('password1')} error={errors.password1}>
          <PasswordText aria={aria('password1')} name="password1" value={f.form.password1} onChange={(password1) => f.set({ password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} />
        </AuthField>
        <Button block color="primary" size="large" type="submit" loading={f.isBusy} className="m-form__submit">
          {t('common.confirm')}
        </Button>
      </form>
    </SubPage>
  );
}
