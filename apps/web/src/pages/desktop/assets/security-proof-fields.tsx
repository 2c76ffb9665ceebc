import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import type { TProofCodeMode } from '../../../features/two-factor/code-mode';
import { SecondFactorField } from '../components/second-factor-field';
import { Field } from './field';

type TProps = {
  /** Prefix of the inputs' ids (one form may not share ids with another on the page). */
  idPrefix: string;
  code: string;
  fundPwd: string;
  onCode: (value: string) => void;
  onFundPwd: (value: string) => void;
  sender: { send: () => Promise<boolean>; left: number; isSending: boolean; mode: TProofCodeMode; toggleMode: () => void };
  /** Already translated rule each breaks, shown under it. */
  codeError?: string | null;
  fundPwdError?: string | null;
};

/**
 * The two proofs a withdrawal or an address change asks for: a code sent to the user's own e-mail
 * or phone ("Get code", 60 s countdown), or with two-factor log-in on the authenticator's code (or
 * a recovery code); and the 6-digit fund password.
 */
export function SecurityProofFields({ idPrefix, code, fundPwd, onCode, onFundPwd, sender, codeError, fundPwdError }: TProps) {
  const { t } = useTranslation();
  const { mode } = sender;
  return (
    <>
      {mode !== 'email' ? (
        <SecondFactorField
          id={`${idPrefix}-code`}
          mode={mode}
          value={code}
          onChange={onCode}
          onToggle={() => {
            sender.toggleMode();
            onCode('');
          }}
          error={codeError}
          hint={t('twoFactor.proofHint')}
        />
      ) : (
        <Field label={t('withdrawSafety.code')} htmlFor={`${idPrefix}-code`} error={codeError} hint={t('withdrawSafety.codeHint')}>
          <Input
            id={`${idPrefix}-code`}
            name="code"
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.codeLength}
            value={code}
            status={codeError ? 'error' : undefined}
            onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
            placeholder={t('withdrawSafety.codePlaceholder')}
            suffix={<SendCodeButton left={sender.left} isSending={sender.isSending} onSend={() => void sender.send()} />}
          />
        </Field>
      )}
      <Field label={t('security.fundPassword')} error={fundPwdError}>
        <PasswordInput
          name="fundPwd"
          isNumeric
          maxLength={LIMITS.tradePasswordLength}
          value={fundPwd}
          onChange={onFundPwd}
          placeholder={t('security.fundPlaceholder')}
        />
      </Field>
    </>
  );
}
