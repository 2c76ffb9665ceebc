import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTargetFields } from '../../../features/auth/auth-api';
import { useLogIn } from '../../../features/auth/use-log-in';
import { useSessionStore } from '../../../features/session/session-store';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { EMPTY_TARGET, TargetFields } from '../components/target-fields';
import { TotpLoginStep } from './totp-login-step';

/**
 * The modal's Login tab; after login the app goes to /home (SPEC §4). With two-factor log-in on,
 * the authenticator's code is asked next, in the same tab.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeLogin = useSessionStore((s) => s.closeLogin);
  const [target, setTarget] = useState<TTargetFields>(EMPTY_TARGET);
  const [password, setPassword] = useState('');
  const { logIn, isBusy, ticket, completeWith, cancelSecondStep } = useLogIn();
  const submit = async () => {
    if (await logIn({ ...target, password })) navigate('/home');
  };
  const complete = async (code: string) => {
    const isDone = await completeWith(code);
    if (isDone) navigate('/home');
    return isDone;
  };
  if (ticket) return <TotpLoginStep isBusy={isBusy} onSubmit={complete} onBack={cancelSecondStep} />;
  return (
    <form className="pc-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TargetFields value={target} onChange={setTarget} modes={['email', 'phone']} />
      <FormRow label={t('auth.password')}>
        <PasswordInput name="password" value={password} onChange={setPassword} placeholder={t('auth.passwordPlaceholder')} />
      </FormRow>
      <div className="pc-form__aside">
        <a
          href="/pc/setting/password"
          onClick={(e) => {
            e.preventDefault();
            closeLogin();
            navigate('/setting/password');
          }}
        >
          {t('auth.forgotPassword')}
        </a>
      </div>
      <Button type="primary" size="large" block htmlType="submit" loading={isBusy}>
        {t('auth.login')}
      </Button>
    </form>
  );
}
