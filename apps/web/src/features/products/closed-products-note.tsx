import type { TProductCode } from '@exchange/contracts';
import { INTL_TAGS } from '@exchange/i18n';
import { useTranslation } from 'react-i18next';
import { countryName } from '../locale/region-name';
import { useLocaleStore } from '../locale/locale-store';
import { closedProducts, closedReasonOf, type TClosedProducts, type TClosedReason } from './closed-products';
import { useProducts } from './use-products';

function useClosed(): TClosedProducts {
  return closedProducts(useProducts().data);
}

/** The reason in the user's language: the country named, or "currently unavailable". */
function useReasonText(): (reason: TClosedReason, country: string | null) => string {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (reason, country) => (reason === 'country' && country ? t('products.closedCountry', { country: countryName(country, lang) }) : t('products.closedOff'));
}

/**
 * Beside a group of product entries (the home shortcuts): which of them are closed to the user and
 * why, one line per reason, before the user taps one. Nothing when all are open.
 */
export function ClosedProductsNote({ labels, className }: { labels: Partial<Record<TProductCode, string>>; className: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const closed = useClosed();
  const lines = (['country', 'off'] as const).flatMap((reason) => {
    const names = closed.list.filter((p) => p.reason === reason && labels[p.code]).map((p) => labels[p.code]!);
    if (names.length === 0) return [];
    const products = new Intl.ListFormat(INTL_TAGS[lang], { type: 'conjunction' }).format(names);
    const text =
      reason === 'country' && closed.country
        ? t('products.closedCountryList', { country: countryName(closed.country, lang), products })
        : t('products.closedOffList', { products });
    return [{ reason, text }];
  });
  if (lines.length === 0) return null;
  return (
    <div className={className} data-testid="closed-products">
      {lines.map((line) => (
        <p key={line.reason} data-reason={line.reason}>{line.text}</p>
      ))}
    </div>
  );
}

/**
 * On one product's menu entry: a small mark, named with the reason (read with the entry's name),
 * when the product is closed to the user. Nothing when it is open.
 */
export function ClosedProductMark({ code, className }: { code: TProductCode; className: string }) {
  const closed = useClosed();
  const reasonText = useReasonText();
  const reason = closedReasonOf(closed, code);
  if (!reason) return null;
  const text = reasonText(reason, closed.country);
  return (
    <span className={className} role="img" aria-label={text} title={text} data-testid={`closed-${code}`}>
      <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M5.6 5.6l12.8 12.8" />
      </svg>
    </span>
  );
}
