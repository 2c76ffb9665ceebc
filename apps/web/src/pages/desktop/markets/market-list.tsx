import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../features/market/change-text';
import { formatCompact } from '../../../features/market/format-market';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';
import { SocketStatus } from '../../../features/market/socket-status';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { MarketRowsSkeleton } from './market-rows-skeleton';
import { QuoteTabs } from './quote-tabs';
import { SearchBox } from './search-box';
import { useMarketRows } from '../../../features/market/use-market-rows';

/**
 * The full live market list: pair search and quote tabs (USDT, BTC, ETH), with last price, 24 h
 * change, high, low and volume. A row opens the trading page of its pair. Plain markup, since it
 * is on the first page.
 */
export function MarketList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const [quote, setQuote] = useState('USDT');
  const [search, setSearch] = useState('');
  const { rows, isLoading, error, hasData } = useMarketRows(quote, search);
  const open = (symbol: string) => navigate(`/home/detail?symbol=${symbol}`);

  return (
    <div className="pc-markets" data-testid="market-list">
      <div className="pc-markets__bar">
        <QuoteTabs value={quote} onChange={setQuote} />
        <div className="pc-markets__tools">
          <SocketStatus />
          <SearchBox value={search} onChange={setSearch} />
        </div>
      </div>
      {isLoading ? (
        <MarketRowsSkeleton />
      ) : error && !hasData ? (
        <EmptyState description={t('common.loadFailed')} />
      ) : rows.length === 0 ? (
        <EmptyState description={search ? t('market.noMatch') : t('msg:noData')} />
      ) : (
        <table className="pc-markets__table">
          <thead>
            <tr>
              <th scope="col">{t('market.pair')}</th>
              <th scope="col" className="is-num">{t('market.lastPrice')}</th>
              <th scope="col" className="is-num">{t('market.change24h')}</th>
              <th scope="col" className="is-num">{t('market.high24h')}</th>
              <th scope="col" className="is-num">{t('market.low24h')}</th>
              <th scope="col" className="is-num">{t('market.volume24h')}</th>
              <th scope="col" className="is-act"><span className="pc-sr-only">{t('market.trade')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol} onClick={() => open(row.symbol)} data-symbol={row.symbol}>
                <th scope="row">
                  <span className="pc-pair">
                    <img src={row.logo} alt="" width={24} height={24} />
                    <LtrNumber>
                      <strong>{row.baseCoin}</strong>
                      <span className="pc-muted">/{row.quoteCoin}</span>
                    </LtrNumber>
                  </span>
                </th>
                <td className="is-num">
                  <LtrNumber>{row.tick.close ? formatOutput(row.tick.close, lang, { decimals: row.pricePrecision }) : '—'}</LtrNumber>
                </td>
                <td className="is-num">
                  <ChangeText open={row.tick.open} close={row.tick.close} />
                </td>
                <td className="is-num">
                  <LtrNumber>{row.tick.high ? formatOutput(row.tick.high, lang, { decimals: row.pricePrecision }) : '—'}</LtrNumber>
                </td>
                <td className="is-num">
                  <LtrNumber>{row.tick.low ? formatOutput(row.tick.low, lang, { decimals: row.pricePrecision }) : '—'}</LtrNumber>
                </td>
                <td className="is-num">
                  <LtrNumber>
                    {formatCompact(row.tick.vol, lang)} {row.baseCoin}
                  </LtrNumber>
                </td>
                <td className="is-act">
                  <button
                    type="button"
                    className="pc-link-btn"
                    onClick={(e) => {
                      e.stopPropagation();
                      open(row.symbol);
                    }}
                  >
                    {t('market.trade')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
