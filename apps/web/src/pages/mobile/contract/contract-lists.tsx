import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TContractListStatus, TContractOrder } from '../../../features/contract/contract-types';
import { useContractOrders } from '../../../features/contract/use-contract-data';
import { EmptyState } from '../../../ui/empty-state';
import { Tabs } from '../../../ui/mobile/tabs';
import { contractUrls } from './contract-urls';
import { PendingCard } from './pending-card';
import { PositionCard } from './position-card';
import { StopsPopup } from './stops-popup';
import { useContractToasts } from './use-contract-toasts';

/** Every holding position and pending order on one page: the server's largest page. */
export const OPEN_LIST_SIZE = 100;

type TOpenList = Exclude<TContractListStatus, 'history'>;

/**
 * Under the form: the user's holding positions (live P/L, close, edit stops) and pending orders
 * (cancel, edit stops) on every market, as tabs (?list=pending keeps the tab over a visit to a
 * detail), with the history one tap away.
 */
export function ContractLists() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list: TOpenList = params.get('list') === 'pending' ? 'pending' : 'holding';
  const holding = useContractOrders('holding', { pageSize: OPEN_LIST_SIZE });
  const pending = useContractOrders('pending', { pageSize: OPEN_LIST_SIZE });
  const [editing, setEditing] = useState<TContractOrder | null>(null);
  const pick = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'pending') next.set('list', 'pending');
    else next.delete('list');
    setParams(next, { replace: true });
  };
  const count = (n: number | undefined) => (n ? ` (${n})` : '');
  return (
    <section className="mc-lists" data-testid="contract-lists">
      <div className="mc-lists__head">
        <Tabs activeKey={list} onChange={pick} className="mt-tabs mc-lists__tabs">
          <Tabs.Tab key="holding" title={`${t('contract.positions')}${count(holding.data?.totalRow)}`} />
          <Tabs.Tab key="pending" title={`${t('contract.pending')}${count(pending.data?.totalRow)}`} />
        </Tabs>
        <Link to={contractUrls.history()} className="mc-lists__history" data-testid="history-link">
          {t('contract.history')}
        </Link>
      </div>
      {list === 'holding' ? (
        <OpenList status="holding" query={holding} emptyKey="contract.noPositions" onEditStops={setEditing} />
      ) : (
        <OpenList status="pending" query={pending} emptyKey="contract.noPending" onEditStops={setEditing} />
      )}
      <StopsPopup order={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

type TListProps = {
  status: TOpenList;
  query: ReturnType<typeof useContractOrders>;
  emptyKey: string;
  onEditStops: (order: TContractOrder) => void;
};

/** One open list with its loading, error (retry) and empty states. */
function OpenList({ status, query, emptyKey, onEditStops }: TListProps) {
  const { t } = useTranslation();
  const actions = useContractToasts();
  if (query.isLoading) {
    return (
      <div className="mt-center" aria-busy="true">
        <DotLoading />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="mt-center mt-center--col" role="alert">
        <p className="mt-muted">{t('contract.loadFailed')}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('contract.retry')}
        </Button>
      </div>
    );
  }
  const orders = query.data?.list ?? [];
  if (orders.length === 0) return <EmptyState description={t(emptyKey)} />;
  return (
    <div className="mc-list" data-testid={status === 'holding' ? 'positions' : 'pending-orders'}>
      {orders.map((order) =>
        status === 'holding' ? (
          <PositionCard
            key={order.orderId}
            order={order}
            onEditStops={onEditStops}
            onClose={actions.close}
            isClosing={actions.closing === order.orderId}
          />
        ) : (
          <PendingCard
            key={order.orderId}
            order={order}
            onEditStops={onEditStops}
            onCancel={actions.cancel}
            isCancelling={actions.cancelling === order.orderId}
          />
        ),
      )}
    </div>
  );
}
