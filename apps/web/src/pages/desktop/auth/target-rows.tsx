import { Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TAccountMode } from '../../../features/auth/account-mode';
import type { TTargetFields } from '../../../features/auth/auth-api';
import type { TFieldAria, TFieldErrors } from '../../../features/auth/field-errors';
import type { TTargetField } from '../../../features/auth/target-errors';
import { AreaCodeSelect } from '../components/area-code-select';
import { FieldRow } from './field-row';

type TProps = {
  value: TTargetFields;
  onChange: (next: TTargetFields) => void;
  modes: TAccountMode[];
  errors: TFieldErrors<TTargetField>;
  aria: (field: TTargetField) => TFieldAria;
};

/** E-mail or phone (area code + number), with a switch when both are offered, each with its error. */
export function TargetRows({ value, onChange, modes, errors, aria }: TProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<TTargetFields>) => onChange({ ...value, ...patch });
  if (value.mode === 'email') {
    const a = aria('email');
    return (
      <>
        {modes.length > 1 && <ModeSwitch value={value.mode} modes={modes} onChange={(mode) => set({ mode })} />}
        <FieldRow label={t('auth.email')} aria={a} error={errors.email}>
          <Input {...a.input} status={errors.email && 'error'} size="large" name="email" type="email" value={value.email} onChange={(e) => set({ email: e.target.value })} placeholder={t('auth.emailPlaceholder')} maxLength={LIMITS.emailMaxLength} autoComplete="email" />
        </FieldRow>
      </>
    );
  }
  // The area code's error (none selected) shows under the row too, read with the number.
  const error = errors.areaCode ?? errors.phone;
  const phone = aria('phone');
  const a = error ? { ...phone, input: { ...phone.input, 'aria-invalid': true as const, 'aria-describedby': phone.errorId } } : phone;
  return (
    <>
      {modes.length > 1 && <ModeSwitch value={value.mode} modes={modes} onChange={(mode) => set({ mode })} />}
      <FieldRow label={t('auth.phone')} aria={a} error={error}>
        <Space.Compact block>
          <AreaCodeSelect value={value.areaCode} onChange={(areaCode) => set({ areaCode })} />
          <Input {...a.input} status={error && 'error'} size="large" name="phone" type="tel" value={value.phone} onChange={(e) => set({ phone: e.target.value })} placeholder={t('auth.phonePlaceholder')} maxLength={LIMITS.phoneMaxLength} />
        </Space.Compact>
      </FieldRow>
    </>
  );
}

function ModeSwitch({ value, modes, onChange }: { value: TAccountMode; modes: TAccountMode[]; onChange: (mode: TAccountMode) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented
      block
      value={value}
      onChange={(mode) => onChange(mode as TAccountMode)}
      options={modes.map((mode) => ({ value: mode, label: t(mode === 'email' ? 'auth.byEmail' : 'auth.byPhone') }))}
      className="pc-mode"
    />
  );
}
