import { useTranslation } from 'react-i18next';
import { fundAmountText } from '../../../features/fund/fund-format';
import { useFundHoldings } from '../../../features/fund/use-fund-data';
import { useLocaleStore } from '../../../features/locale/locale-store';

/** The user's totals per currency: principal, everything earned, yesterday's earnings. Nothing before the first holding. */
export function FundSummaryStrip() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const holdings = useFundHoldings(1);
  const rows = holdings.data?.summary.holdings ?? [];
  if (rows.length === 0) return null;
  return (
    <div className="mf-summary" data-testid="fund-summary">
      {rows.map((row) => (
        <dl key={row.currency} className="mf-summary__row" data-currency={row.currency}>
          <div>
            <dt>{t('fund.summary.principal')}</dt>
            <dd><bdi dir="ltr" data-testid="fund-summary-principal">{fundAmountText(row.principal, row.currency, lang)}</bdi></dd>
          </div>
          <div>
            <dt>{t('fund.summary.earned')}</dt>
            <dd><bdi dir="ltr" data-testid="fund-summary-earned">{fundAmountText(row.earned, row.currency, lang)}</bdi></dd>
          </div>
          <div>
            <dt>{t('fund.summary.yesterday')}</dt>
            <dd><bdi dir="ltr" data-testid="fund-summary-yesterday">{fundAmountText(row.yesterday, row.currency, lang)}</bdi></dd>
          </div>
        </dl>
      ))}
    </div>
  );
}
