import { Input } from 'antd-mobile';
import { Tabs } from '../../../ui/mobile/tabs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE, LIMITS } from '@exchange/contracts';
import type { TAccountMode } from '../../../features/auth/account-mode';
import type { TTargetFields } from '../../../features/auth/auth-api';
import { useAreaCodes } from '../../../features/auth/use-area-codes';
import { AreaCodePicker } from '../../../ui/mobile/area-code-picker';
import { Field } from '../../../ui/mobile/field';

type TProps = { value: TTargetFields; onChange: (next: TTargetFields) => void; modes: TAccountMode[] };

export const EMPTY_TARGET: TTargetFields = { mode: 'email', email: '', areaCode: DEFAULT_AREA_CODE, phone: '' };

/** E-mail or phone (with an area-code picker), as tabs when both are offered. */
export function TargetFields({ value, onChange, modes }: TProps) {
  const { t } = useTranslation();
  const areas = useAreaCodes();
  const set = (patch: Partial<TTargetFields>) => onChange({ ...value, ...patch });
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
        <Field label={t('auth.email')}>
          <Input name="email" type="email" value={value.email} onChange={(email) => set({ email })} placeholder={t('auth.emailPlaceholder')} clearable maxLength={LIMITS.emailMaxLength} autoComplete="email" />
        </Field>
      ) : (
        <Field
          label={t('auth.phone')}
          prefix={<AreaCodePicker value={value.areaCode} options={areas.data ?? []} onChange={(areaCode) => set({ areaCode })} />}
        >
          <Input name="phone" type="tel" value={value.phone} onChange={(phone) => set({ phone })} placeholder={t('auth.phonePlaceholder')} clearable maxLength={LIMITS.phoneMaxLength} autoComplete="tel-national" />
        </Field>
      )}
    </>
  );
}
