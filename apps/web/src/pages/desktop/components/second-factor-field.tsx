import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, typedCode, type TCodeMode } from '../../../features/two-factor/code-mode';
import '../../../features/two-factor/two-factor.css';

type TProps = {
  /** The input's id (one form may not share ids with another on the page). */
  id: string;
  mode: TCodeMode;
  value: string;
  onChange: (value: string) => void;
  onToggle: () => void;
  /** A rule the value breaks, already translated. */
  error?: string | null;
  hint?: string;
};

/**
 * Where two-factor log-in asks for its code: the authenticator's 6 digits, or, after the switch
 * beside the label, a recovery code (letters and digits).
 */
export function SecondFactorField({ id, mode, value, onChange, onToggle, error, hint }: TProps) {
  const { t } = useTranslation();
  const isApp = mode === 'totp';
  return (
    <div className="tf-field">
      <div className="tf-field__head">
        <label className="tf-field__label" htmlFor={id}>
          {t(isApp ? 'twoFactor.codeLabel' : 'twoFactor.recoveryLabel')}
        </label>
        <button type="button" className="tf-switch" onClick={onToggle} data-testid="second-factor-switch">
          {t(isApp ? 'twoFactor.useRecovery' : 'twoFactor.useApp')}
        </button>
      </div>
      <Input
        id={id}
        name={isApp ? 'totp' : 'recoveryCode'}
        size="large"
        value={value}
        status={error ? 'error' : undefined}
        onChange={(e) => onChange(typedCode(mode, e.target.value))}
        maxLength={CODE_MAX_LENGTH[mode]}
        inputMode={isApp ? 'numeric' : 'text'}
        autoComplete={isApp ? 'one-time-code' : 'off'}
        spellCheck={false}
        placeholder={t(isApp ? 'twoFactor.codePlaceholder' : 'twoFactor.recoveryPlaceholder')}
      />
      {error && (
        <div className="tf-field__error" role="alert">
          {error}
        </div>
      )}
      {!error && hint && <div className="tf-field__hint">{hint}</div>}
    </div>
  );
}
