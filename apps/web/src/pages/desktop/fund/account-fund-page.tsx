import { useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEarningKind, TFund } from '../../../features/fund/fund-api';
import { ProductGate } from '../components/product-gate';
import { FundBuyModal } from './fund-buy-modal';
import { FundCards } from './fund-cards';
import { FundDetailModal } from './fund-detail-modal';
import { FundEarnings } from './fund-earnings';
import { FundHoldings } from './fund-holdings';
import { FundSummary } from './fund-summary';
import './fund.css';

type TTab = 'list' | 'my' | 'earnings';
const TABS: TTab[] = ['list', 'my', 'earnings'];

/**
 * /pc/account/fund?type=10 (SPEC §2, the header's fund item): the header figures, and three tabs —
 * the funds (cards with detail and the purchase dialog), my funds (holdings) and the earnings
 * records — behind the fund product's gate. The tab is in the address (&tab=my), so it can be linked.
 */
export function AccountFundPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((x) => x === params.get('tab')) ?? 'list';
  const [now] = useState(() => Date.now());
  const [listPage, setListPage] = useState(1);
  const [myPage, setMyPage] = useState(1);
  const [kind, setKind] = useState<TEarningKind>('all');
  const [earningsPage, setEarningsPage] = useState(1);
  const [detail, setDetail] = useState<TFund | null>(null);
  const [buyId, setBuyId] = useState<number | null>(null);
  const setTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (!nextParams.has('type')) nextParams.set('type', '10');
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };
  return (
    <div className="pcf" data-testid="fund-page" data-tab={tab}>
      <section className="pc-card pcf-head">
        <h1 className="pc-page__title">{t('fund.title')}</h1>
        <p className="pc-muted">{t('fund.subtitle')}</p>
      </section>
      <ProductGate product="fund">
        <section className="pc-card pcf-head" aria-label={t('fund.tabs.my')}>
          <FundSummary />
        </section>
        <section className="pc-card pcf-body" data-testid="fund-tabs">
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'list',
                label: t('fund.tabs.list'),
                children: <FundCards page={listPage} onPage={setListPage} now={now} onDetail={setDetail} onBuy={(f) => setBuyId(f.id)} />,
              },
              { key: 'my', label: t('fund.tabs.my'), children: <FundHoldings page={myPage} onPage={setMyPage} /> },
              { key: 'earnings', label: t('fund.tabs.earnings'), children: <FundEarnings kind={kind} onKind={setKind} page={earningsPage} onPage={setEarningsPage} /> },
            ]}
          />
        </section>
      </ProductGate>
      <FundDetailModal
        fund={detail}
        now={now}
        onClose={() => setDetail(null)}
        onBuy={(f) => {
          setDetail(null);
          setBuyId(f.id);
        }}
      />
      <FundBuyModal fundId={buyId} onClose={() => setBuyId(null)} onBought={() => setTab('my')} />
    </div>
  );
}
