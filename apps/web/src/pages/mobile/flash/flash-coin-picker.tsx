import { useMemo, useState } from 'react';
import { List, Popup, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { findAsset } from '@exchange/contracts';
import type { TFlashCoin } from '../../../features/flash/flash-api';

/** The server's coin icon, decorative: the ticker is written beside it. */
export function FlashCoinLogo({ currency, size = 24 }: { currency: string; size?: number }) {
  return <img className="mx-logo" src={`/bb/coin/${encodeURIComponent(currency.toLowerCase())}.svg`} width={size} height={size} alt="" loading="lazy" />;
}

type TProps = { side: 'from' | 'to'; value: string; coins: TFlashCoin[]; onChange: (currency: string) => void; label: string };

/** One side's coin as a button; it opens the coins the server converts, searchable by ticker or name. */
export function FlashCoinPicker({ side, value, coins, onChange, label }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? coins.filter((c) => c.currency.toLowerCase().includes(q) || (findAsset(c.currency)?.name ?? '').toLowerCase().includes(q)) : coins;
  }, [coins, query]);
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  return (
    <>
      <button type="button" className="mx-picker" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid={`flash-${side}`} data-coin={value}>
        <span className="m-sr-only">{label}: </span>
        {value ? <FlashCoinLogo currency={value} /> : null}
        <strong>{value || t('flash.selectCoin')}</strong>
        <span className="mx-picker__arrow" aria-hidden="true">
          ▾
        </span>
      </button>
      <Popup visible={isOpen} onMaskClick={close} onClose={close} bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }} destroyOnClose>
        <div className="mx-popup__head" role="heading" aria-level={2}>
          {label}
        </div>
        <div className="mx-popup__search">
          <SearchBar placeholder={t('flash.searchCoin')} value={query} onChange={setQuery} aria-label={t('flash.searchCoin')} />
        </div>
        <div className="mx-popup__list" data-testid={`flash-${side}-list`}>
          {shown.length === 0 ? (
            <p className="mx-muted mx-center">{t('flash.noCoin')}</p>
          ) : (
            <List>
              {shown.map((coin) => (
                <List.Item
                  key={coin.currency}
                  prefix={<FlashCoinLogo currency={coin.currency} size={28} />}
                  description={findAsset(coin.currency)?.name}
                  arrow={false}
                  className={coin.currency === value ? 'mx-picked' : undefined}
                  data-coin={coin.currency}
                  onClick={() => {
                    onChange(coin.currency);
                    close();
                  }}
                >
                  {coin.currency}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Popup>
    </>
  );
}
