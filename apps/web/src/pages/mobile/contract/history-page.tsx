import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useContractOrders } from '../../../features/contract/use-contract-data';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { HistoryCard } from './history-card';

/** Pages 2… of the history: each its own query, so every loaded page stays fresh. */
function HistoryPageRows({ pageNo }: { pageNo: number }) {
  const { t } = useTranslation();
  const page = useContractOrders('history', { pageNo });
  if (page.isLoading) {
    return (
      <div className="mt-center" aria-busy="true">
        <DotLoading />
      </div>
    );
  }
  if (page.isError && !page.data) {
    return (
      <div className="mt-center" role="alert">
        <Button size="small" onClick={() => void page.refetch()}>
          {t('contract.retry')}
        </Button>
      </div>
    );
  }
  return <>{page.data?.list.map((order) => <HistoryCard key={order.orderId} order={order} />)}</>;
}

/**
 * The contract history (/contract/orders): settled and cancelled orders on every market, newest
 * first, 10 at a time (SPEC §9) with "load more" until the loaded rows reach the total (SPEC §4).
 */
export function ContractHistoryPage() {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useContractOrders('history', { pageNo: 1 });
  let body;
  if (first.isLoading) {
    body = (
      <div className="mt-center" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  } else if (first.isError && !first.data) {
    body = (
      <div className="mt-center mt-center--col" role="alert">
        <EmptyState description={t('contract.loadFailed')} />
        <Button size="small" onClick={() => void first.refetch()}>
          {t('contract.retry')}
        </Button>
      </div>
    );
  } else if (!first.data?.list.length) {
    body = <EmptyState description={t('contract.noHistory')} />;
  } else {
    const hasMore = pages * LIMITS.pageSize < first.data.totalRow;
    body = (
      <div className="mc-list" data-testid="contract-history">
        {first.data.list.map((order) => (
          <HistoryCard key={order.orderId} order={order} />
        ))}
        {Array.from({ length: pages - 1 }, (_, i) => (
          <HistoryPageRows key={i + 2} pageNo={i + 2} />
        ))}
        <div className="mt-center mt-olist__foot">
          {hasMore ? (
            <Button size="small" onClick={() => setPages((n) => n + 1)} data-testid="history-more">
              {t('contract.loadMore')}
            </Button>
          ) : (
            <span className="mt-muted">{t('mtrade.noMore')}</span>
          )}
        </div>
      </div>
    );
  }
  return (
    <SubPage title={t('mContract.historyTitle')}>
      <div className="m-page mc-history">{body}</div>
    </SubPage>
  );
}
