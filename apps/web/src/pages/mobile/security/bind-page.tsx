import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE } from '@exchange/contracts';
import { bindAccount, bindCodeError, sendBindCode } from '../../../features/account/account-actions';
import { useAreaCodes } from '../../../features/auth/use-area-codes';
import { useSendCode } from '../../../features/auth/use-send-code';
import { useProfile } from '../../../features/session/use-profile';
import { AreaCodePicker } from '../../../ui/mobile/area-code-picker';
import { Field } from '../../../ui/mobile/field';
import { SendCodeButton } from '../../../ui/mobile/send-code-button';
import { SubPage } from '../../../ui/mobile/sub-page';

/** Bind the e-mail or phone the account lacks (?type=email|phone), with a code sent to it. */
export function BindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useSearchParams()[0].get('type') === 'phone';
  const { data: profile } = useProfile();
  const areas = useAreaCodes();
  const sender = useSendCode();
  const [form, setForm] = useState({ account: '', areaCode: DEFAULT_AREA_CODE, code: '' });
  const [isBusy, setBusy] = useState(false);

  if (profile && (isPhone ? profile.phone : profile.email)) return <Navigate to="/security" replace />;

  const submit = async () => {
    setBusy(true);
    const ok = await bindAccount(form, isPhone).finally(() => setBusy(false));
    if (ok) navigate('/security', { replace: true });
  };
  return (
    <SubPage title={t(isPhone ? 'security.bindPhone' : 'security.bindEmail')}>
      <form className="m-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        {isPhone ? (
          <Field label={t('auth.phone')} prefix={<AreaCodePicker value={form.areaCode} options={areas.data ?? []} onChange={(areaCode) => setForm({ ...form, areaCode })} />}>
            <Input name="phone" type="tel" value={form.account} onChange={(account) => setForm({ ...form, account })} placeholder={t('auth.phonePlaceholder')} maxLength={20} clearable />
          </Field>
        ) : (
          <Field label={t('auth.email')}>
            <Input name="email" type="email" value={form.account} onChange={(account) => setForm({ ...form, account })} placeholder={t('auth.emailPlaceholder')} maxLength={254} clearable />
          </Field>
        )}
        <Field
          label={t('auth.code')}
          extra={<SendCodeButton left={sender.left} isSending={sender.isSending} onSend={() => void sender.send(bindCodeError(form, isPhone), () => sendBindCode(form, isPhone))} />}
        >
          <Input name="code" value={form.code} onChange={(code) => setForm({ ...form, code })} placeholder={t('auth.codePlaceholder')} maxLength={6} inputMode="numeric" />
        </Field>
        <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
          {t('security.bind')}
        </Button>
      </form>
    </SubPage>
  );
}
