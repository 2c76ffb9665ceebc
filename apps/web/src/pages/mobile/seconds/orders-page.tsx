import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useNow } from '../../../features/clock/use-now';
import { useSecondsFeed, useSecondsRecords } from '../../../features/seconds/use-seconds-data';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { Tabs } from '../../../ui/mobile/tabs';
import { OrderCard } from './order-card';

type TStatus = 1 | 2;

/** Pages 2… of a list: each its own query, so every loaded page stays fresh. */
function MorePage({ entryStatus, pageNo, now }: { entryStatus: TStatus; pageNo: number; now: number }) {
  const { t } = useTranslation();
  const page = useSecondsRecords(entryStatus, pageNo, LIMITS.pageSize);
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
          {t('seconds.retry')}
        </Button>
      </div>
    );
  }
  return <>{page.data?.list.map((order) => <OrderCard key={order.id} order={order} now={now} />)}</>;
}

/**
 * One tab's orders, newest first, 10 at a time (SPEC §9) with "load more" until the loaded rows
 * reach the total (SPEC §4). Open orders count down.
 */
function OrderList({ entryStatus }: { entryStatus: TStatus }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useSecondsRecords(entryStatus, 1, LIMITS.pageSize);
  const now = useNow(entryStatus === 1 ? 250 : 60_000);
  if (first.isLoading) {
    return (
      <div className="mt-center" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (first.isError && !first.data) {
    return (
      <div className="mt-center mt-center--col" role="alert">
        <EmptyState description={t('seconds.loadFailed')} />
        <Button size="small" onClick={() => void first.refetch()}>
          {t('seconds.retry')}
        </Button>
      </div>
    );
  }
  if (!first.data?.list.length) return <EmptyState description={t(entryStatus === 1 ? 'seconds.noOpen' : 'seconds.noHistory')} />;
  const hasMore = pages * LIMITS.pageSize < first.data.totalRow;
  return (
    <div className="mc-list" data-testid={entryStatus === 1 ? 'orders-open' : 'orders-settled'}>
      {first.data.list.map((order) => (
        <OrderCard key={order.id} order={order} now={now} />
      ))}
      {Array.from({ length: pages - 1 }, (_, i) => (
        <MorePage key={i + 2} entryStatus={entryStatus} pageNo={i + 2} now={now} />
      ))}
      <div className="mt-center mt-olist__foot">
        {hasMore ? (
          <Button size="small" onClick={() => setPages((n) => n + 1)} data-testid="orders-more">
            {t('seconds.loadMore')}
          </Button>
        ) : (
          <span className="mt-muted">{t('mSeconds.noMore')}</span>
        )}
      </div>
    </div>
  );
}

/** The user's seconds orders (/seconds/orders): open and settled tabs (?tab=settled keeps the tab over a visit to a detail). */
export function SecondsOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settled' ? 'settled' : 'open';
  // Each opening and settlement reloads the lists: an order moves from open to settled as it settles.
  useSecondsFeed();
  const pick = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'settled') next.set('tab', 'settled');
    else next.delete('tab');
    setParams(next, { replace: true });
  };
  return (
    <SubPage title={t('mSeconds.ordersTitle')}>
      <div className="m-page mc-history msec-orders">
        <Tabs activeKey={tab} onChange={pick} className="mt-tabs msec-orders__tabs">
          <Tabs.Tab key="open" title={t('seconds.open')} />
          <Tabs.Tab key="settled" title={t('seconds.history')} />
        </Tabs>
        {tab === 'open' ? <OrderList key="open" entryStatus={1} /> : <OrderList key="settled" entryStatus={2} />}
      </div>
    </SubPage>
  );
}
