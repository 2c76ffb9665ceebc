import { Button, Input, Spin, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useRegisterForm } from '../../../features/auth/use-register-form';
import { useSessionStore } from '../../../features/session/session-store';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import { CountrySelect } from '../components/country-select';
import { FieldRow } from './field-row';
import { PasswordField } from './password-field';
import { TargetRows } from './target-rows';

/**
 * The modal's Register tab (SPEC §4/§5): only the enabled methods; with verification on, the code is
 * asked for as soon as the e-mail or phone is valid, and checked with the server before registering;
 * then the user is logged in. Each refused field shows its own message under it. The country is
 * optional (it decides which products are offered; the profile changes it later).
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeLogin = useSessionStore((s) => s.closeLogin);
  const f = useRegisterForm({ hasCodeField: true });
  const { errors, aria } = f;

  if (f.options.isLoading) return <div className="pc-loading"><Spin /></div>;
  if (f.options.isFailed) {
    // Which methods are open is unknown: no form with one of them missing, but the failure and a retry.
    return (
      <div className="pc-register-failed" role="alert" data-testid="register-options-failed">
        <p className="pc-muted">{t('common.loadFailed')}</p>
        <Button onClick={f.options.retry}>{t('products.retry')}</Button>
      </div>
    );
  }
  if (f.options.modes.length === 0) return <p className="pc-muted">{t('auth.registerClosed')}</p>;

  const submit = async () => {
    if (await f.register()) navigate('/home');
  };
  return (
    <form className="pc-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TargetRows value={f.target} onChange={f.setTarget} modes={f.options.modes} errors={errors} aria={aria} />
      {f.needsCode && (
        <FieldRow label={t('auth.code')} aria={aria('code')} error={errors.code}>
          <Space.Compact block>
            <Input {...aria('code').input} status={errors.code && 'error'} size="large" name="code" value={f.form.code} onChange={(e) => f.set({ code: e.target.value })} placeholder={t('auth.codePlaceholder')} maxLength={LIMITS.codeLength} inputMode="numeric" autoComplete="one-time-code" />
            <SendCodeButton left={f.sender.left} isSending={f.sender.isSending} onSend={() => void f.sendCode()} />
          </Space.Compact>
        </FieldRow>
      )}
      <FieldRow label={t('auth.password')} aria={aria('password')} error={errors.password}>
        <PasswordField name="password" value={f.form.password} onChange={(password) => f.set({ password })} placeholder={t('auth.passwordRule')} aria={aria('password')} />
      </FieldRow>
      <FieldRow label={t('auth.confirmPassword')} aria={aria('password1')} error={errors.password1}>
        <PasswordField name="password1" value={f.form.password1} onChange={(password1) => f.set({ password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} aria={aria('password1')} />
      </FieldRow>
      <FieldRow label={t('auth.invitationCode')} aria={aria('invitationCode')} error={errors.invitationCode}>
        <Input {...aria('invitationCode').input} status={errors.invitationCode && 'error'} size="large" name="invitationCode" value={f.form.invitationCode} onChange={(e) => f.set({ invitationCode: e.target.value })} placeholder={t('auth.invitationCodePlaceholder')} maxLength={LIMITS.invitationCodeMaxLength} />
      </FieldRow>
      <FieldRow label={t('country.labelOptional')} aria={aria('country')} error={errors.country}>
        <CountrySelect
          id={aria('country').input.id}
          describedBy={[`${aria('country').input.id}-hint`, aria('country').input['aria-describedby']].filter(Boolean).join(' ')}
          isInvalid={Boolean(errors.country)}
          value={f.form.country}
          onChange={(country) => f.set({ country })}
          canClear
        />
        <span className="pc-muted pc-row__hint" id={`${aria('country').input.id}-hint`}>
          {t('country.registerHint')}
        </span>
      </FieldRow>
      <p className="pc-muted pc-form__aside">
        {t('auth.agreePrefix')}{' '}
        <a
          href="/pc/about/protocol?type=9"
          onClick={(e) => {
            e.preventDefault();
            closeLogin();
            navigate('/about/protocol?type=9');
          }}
        >
          {t('about.protocol')}
        </a>
      </p>
      <Button type="primary" size="large" block htmlType="submit" loading={f.isBusy}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
