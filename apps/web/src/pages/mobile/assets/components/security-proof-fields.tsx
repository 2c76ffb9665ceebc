import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { Field } from '../../../../ui/mobile/field';
import { PasswordInput } from '../../../../ui/mobile/password-input';
import { SendCodeButton } from '../../../../ui/mobile/send-code-button';
import type { TProofCodeMode } from '../../../../features/two-factor/code-mode';
import { SecondFactorField } from '../../components/second-factor-field';

type TProps = {
  code: string;
  fundPwd: string;
  onCode: (value: string) => void;
  onFundPwd: (value: string) => void;
  sender: { send: () => Promise<boolean>; left: number; isSending: boolean; mode: TProofCodeMode; toggleMode: () => void };
};

/**
 * The two proofs a withdrawal or an address change asks for: a code sent to the user's own
 * e-mail or phone ("Get code", 60 s countdown), or with two-factor log-in on the authenticator's
 * code (or a recovery code); and the 6-digit fund password.
 */
export function SecurityProofFields({ code, fundPwd, onCode, onFundPwd, sender }: TProps) {
  const { t } = useTranslation();
  const { mode } = sender;
  return (
    <>
      {mode !== 'email' ? (
        <>
          <SecondFactorField
            mode={mode}
            value={code}
            onChange={onCode}
            onToggle={() => {
              sender.toggleMode();
              onCode('');
            }}
          />
          <p className="ma-hint">{t('twoFactor.proofHint')}</p>
        </>
      ) : (
        <>
          <Field
            label={t('withdrawSafety.code')}
            extra={<SendCodeButton left={sender.left} isSending={sender.isSending} onSend={() => void sender.send()} />}
          >
            <Input
              name="code"
              value={code}
              onChange={(v) => onCode(v.replace(/\D/g, ''))}
              maxLength={LIMITS.codeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('withdrawSafety.codePlaceholder')}
            />
          </Field>
          <p className="ma-hint">{t('withdrawSafety.codeHint')}</p>
        </>
      )}
      <Field label={t('security.fundPassword')}>
        <PasswordInput name="fundPwd" isNumeric maxLength={LIMITS.tradePasswordLength} value={fundPwd} onChange={(v) => onFundPwd(v.replace(/\D/g, ''))} placeholder={t('security.fundPlaceholder')} />
      </Field>
    </>
  );
}
