import { useEffect, useState } from 'react';
import { Button, DotLoading, Input } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendRegisterCode, type TTargetFields } from '../../../features/auth/auth-api';
import { invitedCode } from '../../../features/auth/invite-code';
import { registerAndLogIn, registerPasswordError, type TRegisterInput } from '../../../features/auth/register';
import { useRegisterOptions } from '../../../features/auth/use-register-options';
import { useSendCode } from '../../../features/auth/use-send-code';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { EmptyState } from '../../../ui/empty-state';
import { EMPTY_TARGET, TargetFields } from '../components/target-fields';
import { useRegisterDraft } from './register-draft';

/**
 * Registration (SPEC §4): only the methods the operator enables. When the method needs a code, the
 * form's checks run first, the code is sent, and the code-entry screen finishes the registration.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useRegisterOptions();
  const setDraft = useRegisterDraft((s) => s.setDraft);
  const sender = useSendCode();
  const [target, setTarget] = useState<TTargetFields>(EMPTY_TARGET);
  const [form, setForm] = useState({ password: '', password1: '', invitationCode: invitedCode() });
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (options.modes.length > 0 && !options.modes.includes(target.mode)) setTarget((v) => ({ ...v, mode: options.modes[0] }));
  }, [options.modes, target.mode]);

  const input: TRegisterInput = { ...target, ...form, code: '' };
  const submit = async () => {
    if (!options.needsCode(target.mode)) {
      setBusy(true);
      const ok = await registerAndLogIn(input, false).finally(() => setBusy(false));
      if (ok) navigate('/', { replace: true });
      return;
    }
    setBusy(true);
    const invalid = await registerPasswordError(input);
    const sent = await sender.send(invalid, () => sendRegisterCode(target)).finally(() => setBusy(false));
    if (sent) {
      setDraft(input);
      navigate('/register/code');
    }
  };

  if (options.isLoading) {
    return (
      <SubPage title={t('auth.register')}>
        <div className="m-center"><DotLoading /></div>
      </SubPage>
    );
  }
  return (
    <SubPage title={t('auth.register')}>
      {options.modes.length === 0 ? (
        <EmptyState description={t('auth.registerClosed')} />
      ) : (
        <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
          <h1 className="m-form__title">{t('auth.registerTitle')}</h1>
          <TargetFields value={target} onChange={setTarget} modes={options.modes} />
          <Field label={t('auth.password')}>
            <PasswordInput name="password" value={form.password} onChange={(password) => setForm({ ...form, password })} placeholder={t('auth.passwordRule')} />
          </Field>
          <Field label={t('auth.confirmPassword')}>
            <PasswordInput name="password1" value={form.password1} onChange={(password1) => setForm({ ...form, password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} />
          </Field>
          <Field label={t('auth.invitationCode')}>
            <Input name="invitationCode" value={form.invitationCode} onChange={(invitationCode) => setForm({ ...form, invitationCode })} placeholder={t('auth.invitationCodePlaceholder')} maxLength={32} clearable />
          </Field>
          <p className="m-form__hint">
            {t('auth.agreePrefix')} <Link to="/about/protocol">{t('about.protocol')}</Link>
          </p>
          <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
            {options.needsCode(target.mode) ? t('common.next') : t('auth.register')}
          </Button>
          <div className="m-form__links">
            <span />
            <Link to="/login">{t('auth.goLogin')}</Link>
          </div>
        </form>
      )}
    </SubPage>
  );
}
