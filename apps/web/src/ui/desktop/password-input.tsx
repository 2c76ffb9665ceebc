import { Input } from 'antd';
import { LIMITS } from '@exchange/contracts';

type TProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  isNumeric?: boolean;
  maxLength?: number;
};

/** A password field (SPEC §5): at most 24 characters, with antd's show/hide toggle. */
export function PasswordInput({ value, onChange, placeholder, name, isNumeric, maxLength }: TProps) {
  return (
    <Input.Password
      name={name}
      size="large"
      value={value}
      onChange={(e) => onChange(isNumeric ? e.target.value.replace(/\D/g, '') : e.target.value)}
      placeholder={placeholder}
      maxLength={maxLength ?? LIMITS.passwordMaxLength}
      inputMode={isNumeric ? 'numeric' : undefined}
      autoComplete="off"
    />
  );
}
