import { useTranslation } from 'react-i18next';
import { QUOTE_TABS } from '../../../features/market/market-info';

/** USDT / BTC / ETH as tabs (plain markup: used on the first page, before the UI kit loads). */
export function QuoteTabs({ value, onChange }: { value: string; onChange: (quote: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="pc-quote-tabs" role="tablist" aria-label={t('market.quoteTabs')}>
      {QUOTE_TABS.map((quote) => (
        <button
          key={quote}
          type="button"
          role="tab"
          aria-selected={quote === value}
          className={quote === value ? 'pc-quote-tab is-active' : 'pc-quote-tab'}
          onClick={() => onChange(quote)}
        >
          {quote}
        </button>
      ))}
    </div>
  );
}
