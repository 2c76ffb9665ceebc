import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Output } from '../../../features/format/output';
import { useFundHoldings } from '../../../features/fund/use-fund-data';
import { LtrNumber } from '../../../features/market/ltr-number';

/** The page's header figures, per currency: principal in active holdings, everything earned, and yesterday's earnings. */
export function FundSummary() {
  const { t } = useTranslation();
  const holdings = useFundHoldings(1);
  if (holdings.isError && !holdings.data) return null;
  if (!holdings.data) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const rows = holdings.data.summary.holdings;
  if (rows.length === 0) return <p className="pc-muted" data-testid="fund-summary-empty">{t('fund.summary.none')}</p>;
  return (
    <div className="pcf-summary" data-testid="fund-summary">
      {rows.map((row) => (
        <dl key={row.currency} className="pcf-summary__row" data-currency={row.currency}>
          <div>
            <dt>{t('fund.summary.principal')}</dt>
            <dd><LtrNumber><span data-testid="fund-summary-principal"><Output value={row.principal} asset={row.currency} /></span></LtrNumber></dd>
          </div>
          <div>
            <dt>{t('fund.summary.earned')}</dt>
            <dd><LtrNumber><span data-testid="fund-summary-earned"><Output value={row.earned} asset={row.currency} /></span></LtrNumber></dd>
          </div>
          <div>
            <dt>{t('fund.summary.yesterday')}</dt>
            <dd><LtrNumber><span data-testid="fund-summary-yesterday"><Output value={row.yesterday} asset={row.currency} /></span></LtrNumber></dd>
          </div>
        </dl>
      ))}
    </div>
  );
}
