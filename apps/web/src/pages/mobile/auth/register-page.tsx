import { Button, DotLoading } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useRegisterForm } from '../../../features/auth/use-register-form';
import { SubPage } from '../../../ui/mobile/sub-page';
import { EmptyState } from '../../../ui/empty-state';
import { CountryField } from '../components/country-picker';
import { AuthField } from './auth-field';
import { PasswordText, TextInput } from './auth-inputs';
import { useRegisterDraft } from './register-draft';
import { TargetRows } from './target-rows';

/**
 * Registration (SPEC §4): only the methods the operator enables, and the optional country (it
 * decides which products are offered). When the method needs a code, the form's checks run first
 * (each refused field marked under it), the code is sent, and the code-entry screen finishes the
 * registration with the whole draft, the country included.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setDraft = useRegisterDraft((s) => s.setDraft);
  const f = useRegisterForm({ hasCodeField: false });
  const { errors, aria } = f;

  const submit = async () => {
    if (!f.needsCode) {
      if (await f.register()) navigate('/', { replace: true });
      return;
    }
    if (await f.checkAndSendCode()) {
      setDraft({ ...f.input, code: '' });
      navigate('/register/code');
    }
  };

  if (f.options.isLoading) {
    return (
      <SubPage title={t('auth.register')}>
        <div className="m-center"><DotLoading /></div>
      </SubPage>
    );
  }
  if (f.options.isFailed) {
    // Which methods are open is unknown: no form with one of them missing, but the failure and a retry.
    return (
      <SubPage title={t('auth.register')}>
        <div className="m-center m-register-failed" role="alert" data-testid="register-options-failed">
          <EmptyState description={t('common.loadFailed')} />
          <Button color="primary" fill="outline" onClick={f.options.retry}>{t('products.retry')}</Button>
        </div>
      </SubPage>
    );
  }
  return (
    <SubPage title={t('auth.register')}>
      {f.options.modes.length === 0 ? (
        <EmptyState description={t('auth.registerClosed')} />
      ) : (
        <form className="m-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <h1 className="m-form__title">{t('auth.registerTitle')}</h1>
          <TargetRows value={f.target} onChange={f.setTarget} modes={f.options.modes} errors={errors} aria={aria} />
          <AuthField label={t('auth.password')} aria={aria('password')} error={errors.password}>
            <PasswordText aria={aria('password')} name="password" value={f.form.password} onChange={(password) => f.set({ password })} placeholder={t('auth.passwordRule')} />
          </AuthField>
          <AuthField label={t('auth.confirmPassword')} aria={aria('password1')} error={errors.password1}>
            <PasswordText aria={aria('password1')} name="password1" value={f.form.password1} onChange={(password1) => f.set({ password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} />
          </AuthField>
          <AuthField label={t('auth.invitationCode')} aria={aria('invitationCode')} error={errors.invitationCode}>
            <TextInput aria={aria('invitationCode')} name="invitationCode" value={f.form.invitationCode} onChange={(invitationCode) => f.set({ invitationCode })} placeholder={t('auth.invitationCodePlaceholder')} maxLength={LIMITS.invitationCodeMaxLength} />
          </AuthField>
          <CountryField value={f.form.country} onChange={(country) => f.set({ country })} label={t('country.labelOptional')} hint={t('country.registerHint')} />
          <p className="m-form__hint">
            {t('auth.agreePrefix')} <Link to="/about/protocol">{t('about.protocol')}</Link>
          </p>
          <Button block color="primary" size="large" type="submit" loading={f.isBusy} className="m-form__submit">
            {f.needsCode ? t('common.next') : t('auth.register')}
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
