import { useTranslation } from 'react-i18next';
import { Output } from '../../../features/format/output';
import { useFundHoldings } from '../../../features/fund/use-fund-data';

/** The user's totals per currency: principal, everything earned, yesterday's earnings. Nothing before the first holding. */
export function FundSummaryStrip() {
  const { t } = useTranslation();
  const holdings = useFundHoldings(1);
  const rows = holdings.data?.summary.holdings ?? [];
  if (rows.length === 0) return null;
  return (
    <div className="mf-summary" data-testid="fund-summary">
      {rows.map((row) => (
        <dl key={row.currency} className="mf-summary__row" data-currency={row.currency}>
          <div>
            <dt>{t('fund.summary.principal')}</dt>
            <dd><bdi dir="ltr" data-testid="fund-summary-principal"><Output value={row.principal} asset={row.currency} /></bdi></dd>
          </div>
          <div>
            <dt>{t('fund.summary.earned')}</dt>
            <dd><bdi dir="ltr" data-testid="fund-summary-earned"><Output value={row.earned} asset={row.currency} /></bdi></dd>
          </div>
          <div>
            <dt>{t('fund.summary.yesterday')}</dt>
            <dd><bdi dir="ltr" data-testid="fund-summary-yesterday"><Output value={row.yesterday} asset={row.currency} /></bdi></dd>
          </div>
        </dl>
      ))}
    </div>
  );
}
