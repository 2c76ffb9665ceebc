import { Button, DotLoading } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAUNCH_TABS } from '@exchange/contracts';
import { ApiError } from '../../../features/api/api-error';
import type { TLaunchProject, TLaunchTab } from '../../../features/launchpad/launch-api';
import { TokenBadge } from '../../../features/launchpad/token-badge';
import { useLaunchList, useLaunchNow } from '../../../features/launchpad/use-launch-data';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useSessionStore } from '../../../features/session/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { Tabs } from '../../../ui/mobile/tabs';
import { Amount, Countdown, PoolBar, Row, StateLabel } from './launch-parts';
import './launchpad.css';

/** Anyone browses (public screens); the access gate stands before the subscription sheet and my subscriptions. */
export const LAUNCH_GATE: TGatePolicy = { hasOwnLogin: true };

function tabOf(text: string | null): TLaunchTab {
  return (LAUNCH_TABS as readonly string[]).includes(text ?? '') ? (text as TLaunchTab) : 'subscribing';
}

function ProjectCard({ project, now }: { project: TLaunchProject; now: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/subscribe/detail?id=${project.id}`} className="ml-card" data-testid="launch-card" data-id={project.id} data-state={project.state}>
      <span className="ml-card__head">
        <TokenBadge symbol={project.symbol} logo={project.images[0]} size={40} />
        <span className="ml-card__names">
          <span className="ml-card__name">{project.name}</span>
          <bdi className="ml-muted">{project.symbol}</bdi>
        </span>
        <StateLabel state={project.state} />
      </span>
      <dl className="ml-rows">
        <Row label={t('launchpad.price')}>
          <Amount value={project.price} unit="USDT" />
        </Row>
        <Row label={t('launchpad.supply')}>
          <Amount value={project.supply} unit={project.symbol} scale={project.scale} />
        </Row>
      </dl>
      <PoolBar project={project} />
      <Countdown project={project} now={now} />
    </Link>
  );
}

/** /subscribe: the projects by tab (upcoming, subscribing, ended; ?tab=), and the way to my subscriptions. */
export function LaunchListScreen() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const list = useLaunchList(tab);
  const now = useLaunchNow();
  const state = list.isPending ? 'loading' : list.isError && !list.data ? 'error' : list.data?.list.length ? 'ready' : 'empty';
  return (
    <SubPage
      title={t('launchpad.title')}
      backTo="/"
      right={
        isLogin ? (
          <Link to="/subscribe/my" className="ml-navlink" data-testid="launch-my-link">
            {t('launchpad.mine')}
          </Link>
        ) : undefined
      }
    >
      <div className="m-page ml" data-testid="launch-list" data-tab={tab} data-state={state}>
          <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="ml-tabs">
            {LAUNCH_TABS.map((key) => (
              <Tabs.Tab key={key} title={t(`launchpad.tabs.${key}`)} />
            ))}
          </Tabs>
          {state === 'loading' && (
            <div className="m-center" aria-busy="true">
              <DotLoading color="primary" />
            </div>
          )}
          {state === 'error' && (
            <div className="m-center ml-center--col" role="alert">
              <EmptyState description={list.error instanceof ApiError && list.error.message ? list.error.message : t('launchpad.loadFailed')} />
              <Button size="small" onClick={() => void list.refetch()}>
                {t('launchpad.retry')}
              </Button>
            </div>
          )}
          {state === 'empty' && <EmptyState description={t('launchpad.empty')} />}
          <div className="ml-list">{list.data?.list.map((project) => <ProjectCard key={project.id} project={project} now={now} />)}</div>
      </div>
    </SubPage>
  );
}
