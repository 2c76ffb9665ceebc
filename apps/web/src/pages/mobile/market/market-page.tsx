import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { Tabs } from '../../../ui/mobile/tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUOTE_TABS } from '../../../features/market/market-info';
import { ConnectionBanner } from './connection-banner';
import { MarketList } from './market-list';
import '../trade/trade.css';

/**
 * The Market tab: the quote coins as tabs (USDT, BTC, ETH), a pair search, and the live list of the
 * chosen quote's markets. The quote tab lives in the URL (?quote=BTC) so that back returns to it;
 * tapping a market opens its trade screen.
 */
export function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const wanted = (params.get('quote') ?? '').toUpperCase();
  const quote = QUOTE_TABS.includes(wanted) ? wanted : QUOTE_TABS[0];
  return (
    <div className="m-page mt-market">
      <header className="m-topbar mt-topbar">
        <h1 className="m-topbar__title">{t('nav.market')}</h1>
      </header>
      <div className="mt-sticky">
        <div className="mt-search">
          <SearchBar placeholder={t('market.search')} value={search} onChange={setSearch} aria-label={t('market.search')} />
        </div>
        <Tabs
          activeKey={quote}
          onChange={(key) => setParams(key === QUOTE_TABS[0] ? {} : { quote: key }, { replace: true })}
          className="mt-quote-tabs"
        >
          {QUOTE_TABS.map((q) => (
            <Tabs.Tab key={q} title={q} />
          ))}
        </Tabs>
        <ConnectionBanner />
      </div>
      <MarketList quote={quote} search={search} onPick={(symbol) => navigate(`/trade?symbol=${symbol}`)} />
    </div>
  );
}
