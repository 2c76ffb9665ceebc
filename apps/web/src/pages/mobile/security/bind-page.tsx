import { Button } from 'antd-mobile';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useAreaCodes } from '../../../features/auth/use-area-codes';
import { useBindForm } from '../../../features/account/use-bind-form';
import { useProfile } from '../../../features/session/use-profile';
import { AreaCodePicker } from '../../../ui/mobile/area-code-picker';
import { SendCodeButton } from '../../../ui/mobile/send-code-button';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AuthField } from '../auth/auth-field';
import { TextInput } from '../auth/auth-inputs';

/** Bind the e-mail or phone the account lacks (?type=email|phone), with a code sent to it. */
export function BindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useSearchParams()[0].get('type') === 'phone';
  const { data: profile } = useProfile();
  const areas = useAreaCodes();
  const f = useBindForm(isPhone);
  const { errors } = f;

  if (profile && (isPhone ? profile.phone : profile.email)) return <Navigate to="/security" replace />;

  const submit = async () => {
    if (await f.submit()) navigate('/security', { replace: true });
  };
  const accountError = errors.areaCode ?? errors.account;
  const own = f.aria('account');
  // The area code's error (none selected) is read with the number.
  const aria = accountError ? { ...own, input: { ...own.input, 'aria-invalid': true as const, 'aria-describedby': own.errorId } } : own;
  return (
    <SubPage title={t(isPhone ? 'security.bindPhone' : 'security.bindEmail')}>
      <form className="m-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        {isPhone ? (
          <AuthField label={t('auth.phone')} aria={aria} error={accountError} prefix={<AreaCodePicker value={f.form.areaCode} options={areas.data ?? []} onChange={(areaCode) => f.set({ areaCode })} />}>
            <TextInput aria={aria} name="phone" type="tel" value={f.form.account} onChange={(account) => f.set({ account })} placeholder={t('auth.phonePlaceholder')} maxLength={LIMITS.phoneMaxLength} />
          </AuthField>
        ) : (
          <AuthField label={t('auth.email')} aria={aria} error={accountError}>
            <TextInput aria={aria} name="email" type="email" value={f.form.account} onChange={(account) => f.set({ account })} placeholder={t('auth.emailPlaceholder')} maxLength={LIMITS.emailMaxLength} />
          </AuthField>
        )}
        <AuthField
          label={t('auth.code')}
          aria={f.aria('code')}
          error={errors.code}
          extra={<SendCodeButton left={f.sender.left} isSending={f.sender.isSending} onSend={() => void f.sendCode()} />}
        >
          <TextInput aria={f.aria('code')} name="code" value={f.form.code} onChange={(code) => f.set({ code })} placeholder={t('auth.codePlaceholder')} maxLength={LIMITS.codeLength} inputMode="numeric" autoComplete="one-time-code" />
        </AuthField>
        <Button block color="primary" size="large" type="submit" loading={f.isBusy} className="m-form__submit">
          {t('security.bind')}
        </Button>
      </form>
    </SubPage>
  );
}
