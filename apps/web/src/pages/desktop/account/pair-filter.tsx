import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { marketsOf, pairLabel, QUOTE_TABS } from '../../../features/market/market-info';

type TProps = {
  /** A market symbol, or '' for every market. */
  value: string;
  onChange: (symbol: string) => void;
};

/** Every market, or one pair (grouped by quote coin, searchable by its name). */
export function PairFilter({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('market.allMarkets') },
    ...QUOTE_TABS.map((quote) => ({
      label: quote,
      title: quote,
      options: marketsOf(quote).map((m) => ({ value: m.symbol, label: pairLabel(m) })),
    })),
  ];
  return (
    <div className="pc-pair-filter">
      <span className="pc-pair-filter__label" aria-hidden="true">{t('trade.col.pair')}</span>
      <Select
        className="pc-pair-filter__select"
        value={value}
        options={options}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        aria-label={t('trade.col.pair')}
        data-testid="pair-filter"
      />
    </div>
  );
}
