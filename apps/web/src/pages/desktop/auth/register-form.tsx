import { useEffect, useState } from 'react';
import { Button, Input, Spin, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendRegisterCode, type TTargetFields } from '../../../features/auth/auth-api';
import { invitedCode } from '../../../features/auth/invite-code';
import { registerAndLogIn, registerPasswordError } from '../../../features/auth/register';
import { useRegisterOptions } from '../../../features/auth/use-register-options';
import { useSendCode } from '../../../features/auth/use-send-code';
import { useSessionStore } from '../../../features/session/session-store';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import { EMPTY_TARGET, TargetFields } from '../components/target-fields';

/**
 * The modal's Register tab (SPEC §4/§5): only the enabled methods; with verification on, the code is
 * fetched here and checked with the server before registering; then the user is logged in.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeLogin = useSessionStore((s) => s.closeLogin);
  const options = useRegisterOptions();
  const sender = useSendCode();
  const [target, setTarget] = useState<TTargetFields>(EMPTY_TARGET);
  const [form, setForm] = useState({ password: '', password1: '', invitationCode: invitedCode(), code: '' });
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (options.modes.length > 0 && !options.modes.includes(target.mode)) setTarget((v) => ({ ...v, mode: options.modes[0] }));
  }, [options.modes, target.mode]);

  if (options.isLoading) return <div className="pc-loading"><Spin /></div>;
  if (options.modes.length === 0) return <p className="pc-muted">{t('auth.registerClosed')}</p>;

  const needsCode = options.needsCode(target.mode);
  const input = { ...target, ...form };
  const submit = async () => {
    setBusy(true);
    const ok = await registerAndLogIn(input, needsCode).finally(() => setBusy(false));
    if (ok) navigate('/home');
  };
  return (
    <form className="pc-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TargetFields value={target} onChange={setTarget} modes={options.modes} />
      {needsCode && (
        <FormRow label={t('auth.code')}>
          <Space.Compact block>
            <Input size="large" name="code" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} placeholder={t('auth.codePlaceholder')} maxLength={6} inputMode="numeric" />
            <SendCodeButton
              left={sender.left}
              isSending={sender.isSending}
              onSend={() => void registerPasswordError({ ...input, code: '' }).then((invalid) => sender.send(invalid, () => sendRegisterCode(target)))}
            />
          </Space.Compact>
        </FormRow>
      )}
      <FormRow label={t('auth.password')}>
        <PasswordInput name="password" value={form.password} onChange={(password) => setForm({ ...form, password })} placeholder={t('auth.passwordRule')} />
      </FormRow>
      <FormRow label={t('auth.confirmPassword')}>
        <PasswordInput name="password1" value={form.password1} onChange={(password1) => setForm({ ...form, password1 })} placeholder={t('auth.confirmPasswordPlaceholder')} />
      </FormRow>
      <FormRow label={t('auth.invitationCode')}>
        <Input size="large" name="invitationCode" value={form.invitationCode} onChange={(e) => setForm({ ...form, invitationCode: e.target.value })} placeholder={t('auth.invitationCodePlaceholder')} maxLength={32} />
      </FormRow>
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
      <Button type="primary" size="large" block htmlType="submit" loading={isBusy}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
