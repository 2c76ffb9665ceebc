import { Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE, LIMITS } from '@exchange/contracts';
import type { TAccountMode } from '../../../features/auth/account-mode';
import type { TTargetFields } from '../../../features/auth/auth-api';
import { FormRow } from '../../../ui/desktop/form-row';
import { AreaCodeSelect } from './area-code-select';

type TProps = { value: TTargetFields; onChange: (next: TTargetFields) => void; modes: TAccountMode[] };

export const EMPTY_TARGET: TTargetFields = { mode: 'email', email: '', areaCode: DEFAULT_AREA_CODE, phone: '' };

/** E-mail or phone (area code + number), with a switch when both are offered. */
export function TargetFields({ value, onChange, modes }: TProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<TTargetFields>) => onChange({ ...value, ...patch });
  return (
    <>
      {modes.length > 1 && (
        <Segmented
          block
          value={value.mode}
          onChange={(mode) => set({ mode: mode as TAccountMode })}
          options={modes.map((mode) => ({ value: mode, label: t(mode === 'email' ? 'auth.byEmail' : 'auth.byPhone') }))}
          className="pc-mode"
        />
      )}
      {value.mode === 'email' ? (
        <FormRow label={t('auth.email')}>
          <Input size="large" name="email" type="email" value={value.email} onChange={(e) => set({ email: e.target.value })} placeholder={t('auth.emailPlaceholder')} maxLength={LIMITS.emailMaxLength} autoComplete="email" />
        </FormRow>
      ) : (
        <FormRow label={t('auth.phone')}>
          <Space.Compact block>
            <AreaCodeSelect value={value.areaCode} onChange={(areaCode) => set({ areaCode })} />
            <Input size="large" name="phone" type="tel" value={value.phone} onChange={(e) => set({ phone: e.target.value })} placeholder={t('auth.phonePlaceholder')} maxLength={LIMITS.phoneMaxLength} />
          </Space.Compact>
        </FormRow>
      )}
    </>
  );
}
