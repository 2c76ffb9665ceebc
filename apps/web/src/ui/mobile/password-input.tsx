import { useState } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';

type TProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Fund passwords: 6 digits on a number pad. */
  isNumeric?: boolean;
  maxLength?: number;
  name?: string;
};

/** A password field (SPEC §5): at most 24 characters, with a show/hide toggle. */
export function PasswordInput({ value, onChange, placeholder, isNumeric, maxLength, name }: TProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="m-password">
      <Input
        name={name}
        type={isVisible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength ?? LIMITS.passwordMaxLength}
        inputMode={isNumeric ? 'numeric' : undefined}
        autoComplete="off"
      />
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
