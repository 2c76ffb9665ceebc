import { useState } from 'react';
import { Button, Checkbox, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import type { TContractListStatus } from '../../../features/contract/contract-types';
import { useSessionStore } from '../../../features/session/session-store';
import { tabBarWithTools } from '../../../ui/desktop/tab-bar-with-tools';
import { ContractDetailModal } from './contract-detail-modal';
import { ContractOrdersTable } from './contract-orders-table';

const TABS: { status: TContractListStatus; labelKey: string }[] = [
  { status: 'holding', labelKey: 'contract.positions' },
  { status: 'pending', labelKey: 'contract.pending' },
  { status: 'history', labelKey: 'contract.history' },
];

/**
 * The user's contracts under the trading panel: positions (live P/L, edit the stops, close), open
 * orders (cancel) and the history (each with its detail and the settlement's proof), every market
 * or this one only. A visitor is asked to log in.
 */
export function ContractOrdersSection({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const [tab, setTab] = useState<TContractListStatus>('holding');
  const [isThisPair, setThisPair] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const symbol = isThisPair ? market.symbol : '';

  const filter = isLogin ? (
    <Checkbox checked={isThisPair} onChange={(e) => setThisPair(e.target.checked)} data-testid="contract-this-pair">
      {t('pcContract.thisPairOnly')}
    </Checkbox>
  ) : null;
  const body = (status: TContractListStatus) =>
    isLogin ? (
      <ContractOrdersTable key={`${status}-${symbol}`} status={status} symbol={symbol} onDetail={(o) => setDetailId(o.orderId)} />
    ) : (
      <div className="pc-orders__login">
        <Empty description={t('contract.loginToTrade')}>
          <Button type="primary" onClick={openLogin}>
            {t('auth.login')}
          </Button>
        </Empty>
      </div>
    );
  return (
    <section className="pc-trade__panel pc-orders pcc-orders" data-testid="contract-orders">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TContractListStatus)}
        renderTabBar={tabBarWithTools(filter)}
        destroyOnHidden
        items={TABS.map(({ status, labelKey }) => ({ key: status, label: <span data-tab={status}>{t(labelKey)}</span>, children: body(status) }))}
      />
      {isLogin && <ContractDetailModal orderId={detailId} onClose={() => setDetailId(null)} />}
    </section>
  );
}
