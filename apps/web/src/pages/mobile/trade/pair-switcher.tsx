import { useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { Tabs } from '../../../ui/mobile/tabs';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { pairLabel, QUOTE_TABS } from '../../../features/market/market-info';
import { MarketList } from '../market/market-list';

type TProps = {
  market: TMarket;
  onPick: (symbol: string) => void;
  /** The quote coins offered (tabs when more than one): every market by default; the contract screen offers USDT only. */
  quotes?: readonly string[];
  testId?: string;
};

/**
 * The pair name as a button that opens the markets (search, quote tabs, live prices) in a bottom
 * sheet; picking one calls onPick and closes it.
 */
export function PairSwitcher({ market, onPick, quotes = QUOTE_TABS, testId }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [quote, setQuote] = useState(market.quote);
  const [search, setSearch] = useState('');
  const open = () => {
    setQuote(market.quote);
    setSearch('');
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="mt-pair-btn" onClick={open} aria-haspopup="dialog" data-testid={testId}>
        <span className="m-sr-only">{t('market.choosePair')}: </span>
        <bdi dir="ltr" className="mt-pair-btn__name">{pairLabel(market)}</bdi>
        <DownFill fontSize={10} />
      </button>
      <Popup
        visible={isOpen}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="mt-switcher"
        destroyOnClose
      >
        <div className="mt-switcher__title">{t('market.choosePair')}</div>
        <div className="mt-search">
          <SearchBar placeholder={t('market.search')} value={search} onChange={setSearch} />
        </div>
        {quotes.length > 1 && (
          <Tabs activeKey={quote} onChange={setQuote} className="mt-quote-tabs">
            {quotes.map((q) => (
              <Tabs.Tab key={q} title={q} />
            ))}
          </Tabs>
        )}
        <div className="mt-switcher__list">
          <MarketList
            quote={quote}
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
