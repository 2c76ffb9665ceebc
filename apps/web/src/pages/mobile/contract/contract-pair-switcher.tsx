import { useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, type TMarket } from '@exchange/contracts';
import { pairLabel } from '../../../features/market/market-info';
import { MarketList } from '../market/market-list';

type TProps = { market: TMarket; onPick: (symbol: string) => void };

/**
 * The contract pair as a button that opens the contract markets (the USDT ones, SPEC §9) with
 * search and live prices in a bottom sheet; picking one calls onPick and closes it.
 */
export function ContractPairSwitcher({ market, onPick }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <>
      <button
        type="button"
        className="mt-pair-btn"
        onClick={() => (setSearch(''), setOpen(true))}
        aria-haspopup="dialog"
        data-testid="contract-pair"
      >
        <span className="m-sr-only">{t('market.choosePair')}: </span>
        <bdi dir="ltr" className="mt-pair-btn__name">{pairLabel(market)}</bdi>
        <DownFill fontSize={10} />
      </button>
      <Popup visible={isOpen} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="mt-switcher" destroyOnClose>
        <div className="mt-switcher__title">{t('market.choosePair')}</div>
        <div className="mt-search">
          <SearchBar placeholder={t('market.search')} value={search} onChange={setSearch} />
        </div>
        <div className="mt-switcher__list">
          <MarketList
            quote={CONTRACT_QUOTE}
            search={search}
            activeSymbol={market.symbol}
            onPick={(symbol) => {
              setOpen(false);
              onPick(symbol);
            }}
          />
        </div>
      </Popup>
    </>
  );
}
