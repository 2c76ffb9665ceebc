import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { ChangeText } from '../../../features/market/change-text';
import { formatOutput } from '../../../features/format/format-output';
import { coinLogoUrl } from '../../../features/market/tickers-api';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { useDismiss } from '../../../ui/use-dismiss';
import { Spinner } from '../../../ui/desktop/spinner';
import { QuoteTabs } from '../markets/quote-tabs';
import { SearchBox } from '../markets/search-box';
import { useMarketRows } from '../../../features/market/use-market-rows';

/** The list inside the picker: search, quote tabs, live pairs. */
function PairList({ current, onPick }: { current: TMarket; onPick: (symbol: string) => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [quote, setQuote] = useState(current.quote);
  const [search, setSearch] = useState('');
  const { rows, isLoading } = useMarketRows(quote, search);
  return (
    <div className="pc-picker__panel" role="dialog" aria-label={t('market.choosePair')} data-testid="pair-picker">
      <SearchBox value={search} onChange={setSearch} autoFocus />
      <QuoteTabs value={quote} onChange={setQuote} />
      {isLoading ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState description={t('market.noMatch')} />
      ) : (
        <ul className="pc-picker__list">
          {rows.map((row) => (
            <li key={row.symbol}>
              <button type="button" className={row.symbol === current.symbol ? 'pc-picker__row is-active' : 'pc-picker__row'} onClick={() => onPick(row.symbol)} data-symbol={row.symbol}>
                <LtrNumber>
                  <strong>{row.baseCoin}</strong>
                  <span className="pc-muted">/{row.quoteCoin}</span>
                </LtrNumber>
                <LtrNumber>{row.tick.close ? formatOutput(row.tick.close, lang, { decimals: row.pricePrecision }) : '—'}</LtrNumber>
                <ChangeText open={row.tick.open} close={row.tick.close} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The pair button of the market header; opens a searchable list of every market. */
export function PairPicker({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, isOpen, setOpen);
  return (
    <div className="pc-picker" ref={root}>
      <button type="button" className="pc-picker__trigger" aria-expanded={isOpen} aria-haspopup="dialog" onClick={() => setOpen(!isOpen)} data-testid="pair-trigger">
        <span className="pc-sr-only">{t('market.choosePair')}: </span>
        <img src={coinLogoUrl(market.base)} alt="" width={32} height={32} />
        <LtrNumber className="pc-picker__pair">
          {market.base}/{market.quote}
        </LtrNumber>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {isOpen && (
        <PairList
          current={market}
          onPick={(symbol) => {
            setOpen(false);
            navigate(`/home/detail?symbol=${symbol}`);
          }}
        />
      )}
    </div>
  );
}
