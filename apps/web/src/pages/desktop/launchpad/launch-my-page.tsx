import { useState } from 'react';
import { Alert, Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAUNCH_PAGE_SIZE } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import type { TLaunchSubscription } from '../../../features/launchpad/launch-api';
import { useLaunchMine } from '../../../features/launchpad/use-launch-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { ProductGate } from '../components/product-gate';
import { Amount, SubscriptionTag } from './launch-bits';
import './launchpad.css';

/** /pc/subcribe/my: the user's subscriptions — commitment, allocation, cost, refund, state and lock end. */
export function LaunchMyPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pageNo, setPageNo] = useState(1);
  const mine = useLaunchMine(0, pageNo);
  const columns: ColumnsType<TLaunchSubscription> = [
    {
      key: 'project',
      title: t('launchpad.project'),
      render: (_, s) => (
        <Link to={`/subcribe/detail?id=${s.projectId}`}>
          {s.name} <bdi className="pc-muted">{s.symbol}</bdi>
        </Link>
      ),
    },
    { key: 'committed', title: t('launchpad.committed'), render: (_, s) => <Amount value={s.committed} unit="USDT" testId="my-committed" /> },
    { key: 'allocated', title: t('launchpad.allocation'), render: (_, s) => <Amount value={s.allocated} unit={s.symbol} testId="my-allocated" /> },
    { key: 'cost', title: t('launchpad.cost'), render: (_, s) => <Amount value={s.cost} unit="USDT" testId="my-cost" /> },
    { key: 'refund', title: t('launchpad.refund'), render: (_, s) => <Amount value={s.refund} unit="USDT" testId="my-refund" /> },
    { key: 'state', title: t('launchpad.stateLabel'), render: (_, s) => <SubscriptionTag state={s.state} /> },
    { key: 'unlock', title: t('launchpad.unlockTime'), render: (_, s) => <bdi>{formatDateTime(s.unlockTime, lang)}</bdi> },
    { key: 'time', title: t('launchpad.subscribedAt'), render: (_, s) => <bdi>{formatDateTime(s.subscribedAt, lang)}</bdi> },
  ];
  const state = mine.isPending ? 'loading' : mine.isError && !mine.data ? 'error' : mine.data?.list.length ? 'ready' : 'empty';
  return (
    <div className="pc-page pcl" data-testid="launch-my" data-state={state}>
      <nav className="pcl__crumbs">
        <Link to="/subcribe">{t('launchpad.backToList')}</Link>
      </nav>
      <section className="pc-card pcl-section">
        <h1 className="pc-page__title">{t('launchpad.mySubscriptions')}</h1>
        <ProductGate product="launchpad">
          {state === 'error' ? (
            <Alert type="error" showIcon title={t('launchpad.loadFailed')} action={<Button size="small" onClick={() => void mine.refetch()}>{t('launchpad.retry')}</Button>} />
          ) : (
            <Table<TLaunchSubscription>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={mine.data?.list ?? []}
              loading={mine.isPending}
              scroll={{ x: 'max-content' }}
              onRow={(s) => ({ 'data-testid': 'my-row', 'data-project': s.projectId, 'data-state': s.state }) as React.HTMLAttributes<HTMLElement>}
              locale={{ emptyText: <Empty description={t('launchpad.myEmpty')} /> }}
              pagination={
                (mine.data?.totalRow ?? 0) > LAUNCH_PAGE_SIZE ? { current: pageNo, pageSize: LAUNCH_PAGE_SIZE, total: mine.data?.totalRow, onChange: setPageNo, showSizeChanger: false } : false
              }
            />
          )}
        </ProductGate>
      </section>
    </div>
  );
}
