import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { sendRegisterCode } from '../../../features/auth/auth-api';
import { registerAndLogIn, registerCodeError } from '../../../features/auth/register';
import { useFieldErrors } from '../../../features/auth/use-field-errors';
import { useSendCode } from '../../../features/auth/use-send-code';
import { SendCodeButton } from '../../../ui/mobile/send-code-button';
import { SubPage } from '../../../ui/mobile/sub-page';
import { useRegisterDraft } from './register-draft';
import './auth-forms.css';

/**
 * SPEC §2 code entry: the 6-digit code sent to the e-mail or phone, with the 60 s resend countdown.
 * One labelled input (a screen reader can type into it; phones offer the code from the message),
 * which submits by itself once 6 digits are in.
 */
export function RegisterCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, setDraft } = useRegisterDraft();
  const sender = useSendCode();
  const [code, setCode] = useState('');
  const [isBusy, setBusy] = useState(false);
  const { restart } = sender;
  const fields = useFieldErrors(draft ? { code: registerCodeError({ ...draft, code }) ?? undefined } : {}, { code });

  useEffect(() => restart(), [restart]); // the code was just sent by the form

  if (!draft) return <Navigate to="/register" replace />;
  const target = draft.mode === 'email' ? draft.email : `+${draft.areaCode} ${draft.phone}`;

  const submit = async (value: string) => {
    if (isBusy) return;
    const invalid = registerCodeError({ ...draft, code: value });
    fields.reveal(['code']);
    if (invalid) return fields.announce({ field: 'code', key: invalid });
    setBusy(true);
    const ok = await registerAndLogIn({ ...draft, code: value }, true).finally(() => setBusy(false));
    if (ok) {
      setDraft(null);
      navigate('/', { replace: true });
    }
  };
  const aria = fields.aria('code');
  const error = fields.errors.code;

  return (
    <SubPage title={t('auth.codeTitle')}>
      <form className="m-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit(code))}>
        <h1 className="m-form__title">{t('auth.codeTitle')}</h1>
        <p className="m-form__hint" id={`${aria.input.id}-hint`}>
          {t('auth.codeSentTo')} <bdi dir="ltr" className="m-strong">{target}</bdi>
        </p>
        <div className="m-field m-code-field">
          <label className="m-field__label" htmlFor={aria.input.id}>
            {t('auth.code')}
          </label>
          <input
            {...aria.input}
            aria-describedby={[`${aria.input.id}-hint`, aria.input['aria-describedby']].filter(Boolean).join(' ')}
            className="m-code-input"
            name="code"
            value={code}
            onChange={(e) => {
              const value = e.target.value.replace(/\D/g, '').slice(0, LIMITS.codeLength);
              setCode(value);
              if (value.length === LIMITS.codeLength) void submit(value);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.codeLength}
            placeholder={t('auth.codePlaceholder')}
            dir="ltr"
            autoFocus
          />
          {error && (
            <span id={aria.errorId} className="m-field__error" data-testid="field-error">
              {t(`msg:${error}`)}
            </span>
          )}
        </div>
        <div className="m-form__links">
          <span>{t('auth.noCode')}</span>
          <SendCodeButton left={sender.left} isSending={sender.isSending} onSend={() => void sender.send(null, () => sendRegisterCode(draft))} />
        </div>
        <Button block color="primary" size="large" type="submit" loading={isBusy} className="m-form__submit">
          {t('auth.register')}
        </Button>
      </form>
    </SubPage>
  );
}
