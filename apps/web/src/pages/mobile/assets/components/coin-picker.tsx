import { useMemo, useState } from 'react';
import { List, Popup, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ASSETS } from '@exchange/contracts';
import { searchAssets } from '../../../../features/assets/asset-list';
import { onChainAssets } from '../../../../features/assets/catalog';
import { CoinLogo } from './coin-logo';

type TProps = {
  value: string;
  onChange: (currency: string) => void;
  isDisabled?: boolean;
  /** Only coins on a chain (deposit, withdrawal, address book): a launchpad token is left out. */
  isOnChainOnly?: boolean;
};

/** The chosen coin as a row; tapping it opens a searchable list of the catalogue's coins. */
export function CoinPicker({ value, onChange, isDisabled, isOnChainOnly }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchAssets(isOnChainOnly ? onChainAssets() : ASSETS, query), [query, isOnChainOnly]);
  const name = ASSETS.find((a) => a.currency === value)?.name ?? '';
  return (
    <>
      <button type="button" className="ma-picker" onClick={() => setOpen(true)} disabled={isDisabled} aria-haspopup="dialog">
        {/* Named by what it shows ("Coin USDT Tether"), after what it does: no aria-label hiding the text. */}
        <span className="m-sr-only">{t('assets.selectCoin')}: </span>
        <span className="ma-picker__label">{t('assets.coin')}</span>
        <span className="ma-picker__value">
          <CoinLogo currency={value} size={22} />
          <strong>{value}</strong>
          <span className="ma-muted">{name}</span>
        </span>
        {!isDisabled && <span className="ma-picker__arrow" aria-hidden="true">›</span>}
      </button>
      <Popup visible={isOpen} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }}>
        <div className="ma-popup__head">{t('assets.selectCoin')}</div>
        <div className="m-area-search">
          <SearchBar placeholder={t('assets.searchCoin')} value={query} onChange={setQuery} />
        </div>
        <div className="m-area-list">
          <List>
            {shown.map((asset) => (
              <List.Item
                key={asset.currency}
                prefix={<CoinLogo currency={asset.currency} />}
                description={asset.name}
                arrow={false}
                className={asset.currency === value ? 'ma-picked' : undefined}
                onClick={() => {
                  onChange(asset.currency);
                  setOpen(false);
                  setQuery('');
                }}
              >
                {asset.currency}
              </List.Item>
            ))}
          </List>
        </div>
      </Popup>
    </>
  );
}
