import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, typedCode, type TCodeMode } from '../../../features/two-factor/code-mode';
import { Field } from '../../../ui/mobile/field';
import '../../../features/two-factor/two-factor.css';

type TProps = { mode: TCodeMode; value: string; onChange: (value: string) => void; onToggle: () => void };

/**
 * Where two-factor log-in asks for its code: the authenticator's 6 digits on a number pad, or,
 * after the link under it, a recovery code (letters and digits).
 */
export function SecondFactorField({ mode, value, onChange, onToggle }: TProps) {
  const { t } = useTranslation();
  const isApp = mode === 'totp';
  return (
    <>
      <Field label={t(isApp ? 'twoFactor.codeLabel' : 'twoFactor.recoveryLabel')}>
        <Input
          name={isApp ? 'totp' : 'recoveryCode'}
          value={value}
          onChange={(raw) => onChange(typedCode(mode, raw))}
          maxLength={CODE_MAX_LENGTH[mode]}
          inputMode={isApp ? 'numeric' : 'text'}
          autoComplete={isApp ? 'one-time-code' : 'off'}
          placeholder={t(isApp ? 'twoFactor.codePlaceholder' : 'twoFactor.recoveryPlaceholder')}
        />
      </Field>
      <button type="button" className="tf-switch" onClick={onToggle} data-testid="second-factor-switch">
        {t(isApp ? 'twoFactor.useRecovery' : 'twoFactor.useApp')}
      </button>
    </>
  );
}
