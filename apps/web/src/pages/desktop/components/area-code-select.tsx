import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../../../features/auth/use-area-codes';

type TProps = { value: string; onChange: (areaCode: string) => void };

/** The area code before a phone field: searchable by country name or code. */
export function AreaCodeSelect({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const areas = useAreaCodes();
  return (
    <Select
      size="large"
      showSearch={{ optionFilterProp: 'search' }}
      value={value}
      onChange={onChange}
      aria-label={t('auth.areaCode')}
      className="pc-area"
      popupMatchSelectWidth={280}
      labelRender={() => <bdi dir="ltr">+{value}</bdi>}
      options={(areas.data ?? []).map((a) => ({
        value: a.areaCode,
        key: a.id,
        search: `${a.name} +${a.areaCode} ${a.areaCode}`,
        label: (
          <span className="pc-area__option">
            <span>{a.name}</span> <bdi dir="ltr">+{a.areaCode}</bdi>
          </span>
        ),
      }))}
    />
  );
}
