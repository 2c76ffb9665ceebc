import { Input } from 'antd';
import { LIMITS } from '@exchange/contracts';
import type { TFieldAria } from '../../../features/auth/field-errors';

type TProps = { name: string; value: string; onChange: (value: string) => void; placeholder?: string; aria: TFieldAria };

/**
 * A password input of the account forms (SPEC §5: at most 24 characters, show/hide), wired to its
 * row's label and error. ui/desktop/password-input does not pass aria props on yet.
 */
export function PasswordField({ name, value, onChange, placeholder, aria }: TProps) {
  return (
    <Input.Password
      {...aria.input}
      name={name}
      size="large"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      maxLength={LIMITS.passwordMaxLength}
      status={aria.input['aria-invalid'] ? 'error' : undefined}
      autoComplete="off"
    />
  );
}
