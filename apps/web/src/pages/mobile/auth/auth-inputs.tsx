import { useState, type InputHTMLAttributes } from 'react';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TFieldAria } from '../../../features/auth/field-errors';
import './auth-forms.css';

type TTextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  aria: TFieldAria;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A plain text input of the account forms. antd-mobile's Input does not pass aria-invalid or
 * aria-describedby on to its input, which the field errors need.
 */
export function TextInput({ aria, value, onChange, ...rest }: TTextProps) {
  return <input {...rest} {...aria.input} className="m-input" value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** A password input (SPEC §5): at most 24 characters, with a show/hide toggle. */
export function PasswordText({ aria, value, onChange, ...rest }: TTextProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="m-password">
      <TextInput {...rest} aria={aria} type={isVisible ? 'text' : 'password'} value={value} onChange={onChange} maxLength={LIMITS.passwordMaxLength} autoComplete="off" />
      <button
        type="button"
        className="m-password__eye"
        aria-label={t(isVisible ? 'common.hidePassword' : 'common.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        {isVisible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
