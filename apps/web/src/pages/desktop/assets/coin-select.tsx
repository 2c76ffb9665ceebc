import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCY_LIST, onChainAssets } from '../../../features/assets/catalog';
import { CoinLabel } from './coin-label';

type TProps = {
  value: string;
  onChange: (currency: string) => void;
  id?: string;
  /** Offers "all coins" as the empty value (record filters). */
  hasAll?: boolean;
  size?: 'middle' | 'large';
  className?: string;
  /** Its name when no <label htmlFor={id}> names it (a filter above a table). */
  ariaLabel?: string;
  /** Only coins on a chain (deposit, withdrawal, address book): a launchpad token is left out. */
  isOnChainOnly?: boolean;
};

/** A coin of the catalogue, with its icon; searchable by ticker. */
export function CoinSelect({ value, onChange, id, hasAll, size = 'large', className, ariaLabel, isOnChainOnly }: TProps) {
  const { t } = useTranslation();
  const coins = (isOnChainOnly ? onChainAssets().map((a) => a.currency) : CURRENCY_LIST).map((c) => ({ value: c, label: <CoinLabel currency={c} />, search: c }));
  const options = hasAll ? [{ value: '', label: <span>{t('dassets.allCoins')}</span>, search: '' }, ...coins] : coins;
  return (
    <Select
      id={id}
      className={className ?? 'da-select'}
      size={size}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'search' }}
      placeholder={t('assets.selectCoin')}
      aria-label={ariaLabel}
      data-testid={id}
    />
  );
}
