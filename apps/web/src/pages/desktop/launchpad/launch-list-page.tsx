import { Alert, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAUNCH_PAGE_SIZE, LAUNCH_TABS } from '@exchange/contracts';
import { ApiError } from '../../../features/api/api-error';
import type { TLaunchTab } from '../../../features/launchpad/launch-api';
import { useLaunchList, useLaunchNow } from '../../../features/launchpad/use-launch-data';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useSessionStore } from '../../../features/session/session-store';
import { ProjectCard } from './project-card';
import './launchpad.css';

/**
 * Anyone browses the projects (SPEC §2 public routes); the access gate stands before subscribing
 * (the panel, the preview) and my subscriptions, where a visitor is offered to log in.
 */
export const LAUNCH_GATE: TGatePolicy = { hasOwnLogin: true };

function tabOf(text: string | null): TLaunchTab {
  return (LAUNCH_TABS as readonly string[]).includes(text ?? '') ? (text as TLaunchTab) : 'subscribing';
}

/** /pc/subcribe: the projects by tab (upcoming, subscribing, ended; ?tab=), 10 a page (?page=). */
export function LaunchListPage() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const list = useLaunchList(tab, pageNo);
  const now = useLaunchNow();
  const go = (next: { tab?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.tab) search.set('tab', next.tab);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search, { replace: true });
  };
  const state = list.isPending ? 'loading' : list.isError && !list.data ? 'error' : list.data?.list.length ? 'ready' : 'empty';
  return (
    <div className="pc-page pcl" data-testid="launch-list" data-tab={tab} data-state={state}>
      <header className="pcl__head">
        <div>
          <h1 className="pc-page__title">{t('launchpad.title')}</h1>
          <p className="pc-muted">{t('launchpad.subtitle')}</p>
        </div>
        {isLogin && (
          <Link className="pcl__my" to="/subcribe/my" data-testid="launch-my-link">
            {t('launchpad.mySubscriptions')}
          </Link>
        )}
      </header>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key })}
          items={LAUNCH_TABS.map((key) => ({ key, label: <span data-testid={`launch-tab-${key}`}>{t(`launchpad.tabs.${key}`)}</span> }))}
        />
        {state === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {state === 'error' && (
          <Alert
            type="error"
            showIcon
            title={list.error instanceof ApiError && list.error.message ? list.error.message : t('launchpad.loadFailed')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('launchpad.retry')}
              </Button>
            }
          />
        )}
        {state === 'empty' && <Empty description={t('launchpad.empty')} />}
        {list.data && list.data.list.length > 0 && (
          <>
            <div className="pcl-grid">
              {list.data.list.map((project) => (
                <ProjectCard key={project.id} project={project} now={now} />
              ))}
            </div>
            {list.data.totalRow > LAUNCH_PAGE_SIZE && (
              <Pagination className="pcl-pages" current={pageNo} pageSize={LAUNCH_PAGE_SIZE} total={list.data.totalRow} onChange={(page) => go({ page })} showSizeChanger={false} />
            )}
          </>
        )}
    </div>
  );
}
