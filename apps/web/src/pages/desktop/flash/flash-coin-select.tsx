import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFlashCoin } from '../../../features/flash/flash-api';

type TProps = { id: string; value: string; coins: TFlashCoin[] | undefined; onChange: (currency: string) => void; label: string };

/** The server's coin icon (GET /bb/coin/{name}.svg), decorative: the ticker is written beside it. */
export function FlashCoinLabel({ currency }: { currency: string }) {
  return (
    <span className="pcx-coin">
      <img src={`/bb/coin/${encodeURIComponent(currency.toLowerCase())}.svg`} alt="" width={22} height={22} loading="lazy" />
      <span>{currency}</span>
    </span>
  );
}

/** One side's coin: the coins the server converts, searchable by ticker. */
export function FlashCoinSelect({ id, value, coins, onChange, label }: TProps) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      className="pcx-select"
      size="large"
      value={value || undefined}
      onChange={onChange}
      loading={!coins}
      options={(coins ?? []).map((c) => ({ value: c.currency, label: <FlashCoinLabel currency={c.currency} />, search: c.currency }))}
      showSearch={{ optionFilterProp: 'search' }}
      placeholder={t('flash.selectCoin')}
      notFoundContent={t('flash.noCoin')}
      aria-label={label}
      data-testid={id}
      popupMatchSelectWidth={false}
    />
  );
}
