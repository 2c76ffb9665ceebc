import { useTranslation } from 'react-i18next';
import { PAIR_SEARCH_MAX_LENGTH } from '../../../features/market/filter-tickers';

/** The pair search field (plain markup). */
export function SearchBox({ value, onChange, autoFocus }: { value: string; onChange: (text: string) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="pc-search">
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('market.search')}
        aria-label={t('market.search')}
        maxLength={PAIR_SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
        data-testid="pair-search"
      />
    </label>
  );
}
