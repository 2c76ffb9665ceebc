import { LIMITS } from '@exchange/contracts';
import { Tabs } from '../../../ui/mobile/tabs';
import { useTranslation } from 'react-i18next';
import type { TAccountMode } from '../../../features/auth/account-mode';
import type { TTargetFields } from '../../../features/auth/auth-api';
import type { TFieldAria, TFieldErrors } from '../../../features/auth/field-errors';
import type { TTargetField } from '../../../features/auth/target-errors';
import { useAreaCodes } from '../../../features/auth/use-area-codes';
import { AreaCodePicker } from '../../../ui/mobile/area-code-picker';
import { AuthField } from './auth-field';
import { TextInput } from './auth-inputs';

type TProps = {
  value: TTargetFields;
  onChange: (next: TTargetFields) => void;
  modes: TAccountMode[];
  errors: TFieldErrors<TTargetField>;
  aria: (field: TTargetField) => TFieldAria;
};

/** E-mail or phone (with an area-code picker), as tabs when both are offered, each with its error. */
export function TargetRows({ value, onChange, modes, errors, aria }: TProps) {
  const { t } = useTranslation();
  const areas = useAreaCodes();
  const set = (patch: Partial<TTargetFields>) => onChange({ ...value, ...patch });
  const error = value.mode === 'email' ? errors.email : (errors.areaCode ?? errors.phone);
  const own = aria(value.mode === 'email' ? 'email' : 'phone');
  // The area code's error (none selected) is read with the number.
  const a = error ? { ...own, input: { ...own.input, 'aria-invalid': true as const, 'aria-describedby': own.errorId } } : own;
  return (
    <>
      {modes.length > 1 && (
        <Tabs activeKey={value.mode} onChange={(key) => set({ mode: key as TAccountMode })} className="m-mode-tabs">
          {modes.map((mode) => (
            <Tabs.Tab key={mode} title={t(mode === 'email' ? 'auth.byEmail' : 'auth.byPhone')} />
          ))}
        </Tabs>
      )}
      {value.mode === 'email' ? (
        <AuthField label={t('auth.email')} aria={a} error={error}>
          <TextInput aria={a} name="email" type="email" value={value.email} onChange={(email) => set({ email })} placeholder={t('auth.emailPlaceholder')} maxLength={LIMITS.emailMaxLength} autoComplete="email" />
        </AuthField>
      ) : (
        <AuthField
          label={t('auth.phone')}
          aria={a}
          error={error}
          prefix={<AreaCodePicker value={value.areaCode} options={areas.data ?? []} onChange={(areaCode) => set({ areaCode })} />}
        >
          <TextInput aria={a} name="phone" type="tel" value={value.phone} onChange={(phone) => set({ phone })} placeholder={t('auth.phonePlaceholder')} maxLength={LIMITS.phoneMaxLength} autoComplete="tel-national" />
        </AuthField>
      )}
    </>
  );
}
