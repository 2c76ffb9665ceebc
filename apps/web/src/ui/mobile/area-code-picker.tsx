import { useMemo, useState } from 'react';
import { List, Popup, SearchBar } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

export type TAreaOption = { id: string; areaCode: string; name: string };

type TProps = { value: string; options: TAreaOption[]; onChange: (areaCode: string) => void };

/**
 * The "+1 ▾" button before a phone field, opening a searchable list of countries. Its accessible
 * name holds the code it shows ("Area code +971"), as a name must contain the visible text.
 */
export function AreaCodePicker({ value, options, onChange }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '');
    return q ? options.filter((o) => o.name.toLowerCase().includes(q) || o.areaCode.startsWith(q)) : options;
  }, [options, query]);
  return (
    <>
      <button type="button" className="m-area-btn" onClick={() => setOpen(true)} aria-label={`${t('auth.areaCode')} +${value}`}>
        <bdi dir="ltr">+{value}</bdi> <DownFill fontSize={10} />
      </button>
      <Popup visible={isOpen} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }}>
        <div className="m-area-search">
          <SearchBar placeholder={t('auth.searchArea')} value={query} onChange={setQuery} showCancelButton onCancel={() => setQuery('')} />
        </div>
        <div className="m-area-list">
          <List>
            {shown.map((o) => (
              <List.Item
                key={o.id}
                extra={<bdi dir="ltr">+{o.areaCode}</bdi>}
                arrow={false}
                onClick={() => {
                  onChange(o.areaCode);
                  setOpen(false);
                  setQuery('');
                }}
              >
                {o.name}
              </List.Item>
            ))}
          </List>
        </div>
      </Popup>
    </>
  );
}
