import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTargetFields } from '../../../features/auth/auth-api';
import { useLogIn } from '../../../features/auth/use-log-in';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { EMPTY_TARGET, TargetFields } from '../components/target-fields';
import { TotpLoginStep } from './totp-login-step';

/**
 * Log in by e-mail or phone; afterwards back to the page that asked for it, else home. With
 * two-factor log-in on, the authenticator's code is asked next, on the same screen.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [target, setTarget] = useState<TTargetFields>(EMPTY_TARGET);
  const [password, setPassword] = useState('');
  const { logIn, isBusy, ticket, completeWith, cancelSecondStep } = useLogIn();
  const done = () => navigate(from ?? '/', { replace: true });

  const submit = async () => {
    if (await logIn({ ...target, password })) done();
  };
  const complete = async (code: string) => {
    const isDone = await completeWith(code);
    if (isDone) done();
    return isDone;
  };

  if (ticket) {
    return (
      <SubPage title={t('auth.login')} backTo="/">
        <TotpLoginStep isBusy={isBusy} onSubmit={complete} onBack={cancelSecondStep} />
      </SubPage>
    );
  }
  return (
    <SubPage title={t('auth.login')} backTo="/">
      <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <h1 className="m-form__title">{t('auth.loginTitle')}</h1>
        <TargetFields value={target} onChange={setTarget} modes={['email', 'phone']} />
        <Field label={t('auth.password')}>
          <PasswordInput name="password" value={password} onChange={setPassword} placeholder={t('auth.passwordPlaceholder')} />
        </Field>
        <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
          {t('auth.login')}
        </Button>
        <div className="m-form__links">
          <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
          <Link to="/register">{t('auth.goRegister')}</Link>
        </div>
      </form>
    </SubPage>
  );
}
