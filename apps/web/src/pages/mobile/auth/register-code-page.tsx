import { useEffect, useState } from 'react';
import { Button, PasscodeInput } from 'antd-mobile';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { sendRegisterCode } from '../../../features/auth/auth-api';
import { registerAndLogIn } from '../../../features/auth/register';
import { useSendCode } from '../../../features/auth/use-send-code';
import { SendCodeButton } from '../../../ui/mobile/send-code-button';
import { SubPage } from '../../../ui/mobile/sub-page';
import { useRegisterDraft } from './register-draft';

/** SPEC §2 code entry: the 6-digit code sent to the e-mail or phone, with the 60 s resend countdown. */
export function RegisterCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, setDraft } = useRegisterDraft();
  const sender = useSendCode();
  const [code, setCode] = useState('');
  const [isBusy, setBusy] = useState(false);
  const { restart } = sender;

  useEffect(() => restart(), [restart]); // the code was just sent by the form

  if (!draft) return <Navigate to="/register" replace />;
  const target = draft.mode === 'email' ? draft.email : `+${draft.areaCode} ${draft.phone}`;

  const submit = async (value: string) => {
    if (isBusy) return;
    setBusy(true);
    const ok = await registerAndLogIn({ ...draft, code: value }, true).finally(() => setBusy(false));
    if (ok) {
      setDraft(null);
      navigate('/', { replace: true });
    }
  };

  return (
    <SubPage title={t('auth.codeTitle')}>
      <div className="m-form">
        <h1 className="m-form__title">{t('auth.codeTitle')}</h1>
        <p className="m-form__hint">
          {t('auth.codeSentTo')} <bdi dir="ltr" className="m-strong">{target}</bdi>
        </p>
        <div className="m-passcode" dir="ltr">
          <PasscodeInput length={LIMITS.codeLength} plain seperated value={code} onChange={setCode} onFill={(v) => void submit(v)} inputMode="numeric" />
        </div>
        <div className="m-form__links">
          <span>{t('auth.noCode')}</span>
          <SendCodeButton left={sender.left} isSending={sender.isSending} onSend={() => void sender.send(null, () => sendRegisterCode(draft))} />
        </div>
        <Button block color="primary" size="large" loading={isBusy} onClick={() => void submit(code)} className="m-form__submit">
          {t('auth.register')}
        </Button>
      </div>
    </SubPage>
  );
}
