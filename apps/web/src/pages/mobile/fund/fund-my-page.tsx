import { useState } from 'react';
import { List } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, utcDay } from '../../../features/format/format-date';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { earningKindKey, holdingStateKey } from '../../../features/fund/fund-labels';
import { useFundEarnings, useFundHoldings } from '../../../features/fund/use-fund-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { SubPage } from '../../../ui/mobile/sub-page';
import { Tabs } from '../../../ui/mobile/tabs';
import { ProductGate } from '../components/product-gate';
import { FundPager } from './fund-pager';
import { FundEmpty, FundFailed, FundLoading } from './fund-states';
import { FundSummaryStrip } from './fund-summary-strip';
import './fund.css';

/** My funds: each holding with its buy amount, shares, daily and total earnings, days left and state. */
function Holdings() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const holdings = useFundHoldings(page);
  if (holdings.isError && !holdings.data) return <FundFailed onRetry={() => void holdings.refetch()} />;
  if (!holdings.data) return <FundLoading />;
  if (holdings.data.list.length === 0) {
    return (
      <div className="m-center">
        <FundEmpty text={t('fund.emptyMy')} />
        <Link to="/fund">{t('fund.browse')}</Link>
      </div>
    );
  }
  return (
    <>
      <ul className="mf-cards" data-testid="fund-holdings" data-total={holdings.data.totalRow}>
        {holdings.data.list.map((h) => {
          const money = (value: string) => <bdi dir="ltr"><Output value={value} asset={h.currency} /></bdi>;
          return (
            <li key={h.id} className="mf-card" data-holding-id={h.id} data-fund-id={h.fundId} data-status={h.status}>
              <div className="mf-card__head">
                <h2 className="mf-card__name">{h.fundName}</h2>
                <span className={`mf-badge mf-badge--${h.status === 'active' ? 'open' : 'closed'}`}>{t(holdingStateKey(h.status))}</span>
              </div>
              <dl className="mf-lines">
                <div>
                  <dt>{t('fund.holding.buyAmount')}</dt>
                  <dd>{money(h.buyAmount)}</dd>
                </div>
                <div>
                  <dt>{t('fund.holding.shares')}</dt>
                  <dd>{h.shares}</dd>
                </div>
                <div>
                  <dt>{t('fund.holding.daily')}</dt>
                  <dd>{money(h.dailyEarnings)}</dd>
                </div>
                <div>
                  <dt>{t('fund.holding.total')}</dt>
                  <dd data-testid="holding-total">{money(h.totalEarnings)}</dd>
                </div>
                <div>
                  <dt>{t('fund.holding.expected')}</dt>
                  <dd>{money(h.expectedEarnings)}</dd>
                </div>
                <div>
                  <dt>{t('fund.holding.daysLeft')}</dt>
                  <dd data-testid="holding-days-left">{h.daysLeft}</dd>
                </div>
                <div>
                  <dt>{t('fund.holding.boughtAt')}</dt>
                  <dd><bdi dir="ltr">{formatDateTime(h.boughtAt, lang)}</bdi></dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <FundPager page={page} total={holdings.data.totalRow} onPage={setPage} />
    </>
  );
}

/** Earnings records: interest, referral rebates and principal returned, newest first. */
function Earnings() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const earnings = useFundEarnings('all', page);
  if (earnings.isError && !earnings.data) return <FundFailed onRetry={() => void earnings.refetch()} />;
  if (!earnings.data) return <FundLoading />;
  if (earnings.data.list.length === 0) return <FundEmpty text={t('fund.emptyEarnings')} />;
  return (
    <>
      <List className="m-list" data-testid="fund-earnings" data-total={earnings.data.totalRow}>
        {earnings.data.list.map((e) => (
          <List.Item
            key={e.id}
            data-kind={e.kind}
            description={
              <>
                <bdi dir="ltr">{utcDay(e.day)}</bdi> · {e.fundName}
                {e.kind === 'rebate' ? ` · ${t('fund.earning.level', { level: e.level })}` : ''}
              </>
            }
            extra={<bdi dir="ltr" className="mf-plus" data-testid="earning-amount">{`+${formatOutput(e.amount, lang, { asset: e.currency })}`}</bdi>}
          >
            {t(earningKindKey(e.kind))}
          </List.Item>
        ))}
      </List>
      <FundPager page={page} total={earnings.data.totalRow} onPage={setPage} />
    </>
  );
}

/** /fund/my: the user's totals, then My funds and Earnings records as two tabs. */
export function FundMyScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('my');
  return (
    <SubPage title={t('fund.tabs.my')} backTo="/fund">
      <div className="mf-page" data-testid="fund-my-page" data-tab={tab}>
        <ProductGate product="fund">
          <FundSummaryStrip />
          <Tabs activeKey={tab} onChange={setTab}>
            <Tabs.Tab key="my" title={t('fund.tabs.my')}>
              <Holdings />
            </Tabs.Tab>
            <Tabs.Tab key="earnings" title={t('fund.tabs.earnings')}>
              <Earnings />
            </Tabs.Tab>
          </Tabs>
        </ProductGate>
      </div>
    </SubPage>
  );
}
