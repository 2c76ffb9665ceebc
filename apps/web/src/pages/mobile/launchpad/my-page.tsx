import { Button, DotLoading } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import type { TLaunchSubscription } from '../../../features/launchpad/launch-api';
import { useLaunchMine } from '../../../features/launchpad/use-launch-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ProductGate } from '../components/product-gate';
import { Amount, Row, StateLabel } from './launch-parts';
import './launchpad.css';

function SubscriptionCard({ item }: { item: TLaunchSubscription }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <article className="ml-card ml-card--static" data-testid="my-row" data-project={item.projectId} data-state={item.state}>
      <header className="ml-card__head">
        <span className="ml-card__names">
          <Link to={`/subscribe/detail?id=${item.projectId}`} className="ml-card__name">
            {item.name}
          </Link>
          <bdi className="ml-muted">{item.symbol}</bdi>
        </span>
        <StateLabel state={item.state} kind="subscription" />
      </header>
      <dl className="ml-rows">
        <Row label={t('launchpad.committed')}>
          <Amount value={item.committed} unit="USDT" testId="my-committed" />
        </Row>
        <Row label={t('launchpad.allocation')}>
          <Amount value={item.allocated} unit={item.symbol} testId="my-allocated" />
        </Row>
        <Row label={t('launchpad.cost')}>
          <Amount value={item.cost} unit="USDT" testId="my-cost" />
        </Row>
        <Row label={t('launchpad.refund')}>
          <Amount value={item.refund} unit="USDT" testId="my-refund" />
        </Row>
        <Row label={t('launchpad.unlockTime')}>
          <bdi>{formatDateTime(item.unlockTime, lang)}</bdi>
        </Row>
        <Row label={t('launchpad.subscribedAt')}>
          <bdi>{formatDateTime(item.subscribedAt, lang)}</bdi>
        </Row>
      </dl>
    </article>
  );
}

/** /subscribe/my: the user's subscriptions, newest first (the first page; SPEC §9 page size 10). */
export function LaunchMyScreen() {
  const { t } = useTranslation();
  const mine = useLaunchMine(0, 1);
  const state = mine.isPending ? 'loading' : mine.isError && !mine.data ? 'error' : mine.data?.list.length ? 'ready' : 'empty';
  return (
    <SubPage title={t('launchpad.mySubscriptions')} backTo="/subscribe">
      <div className="m-page ml" data-testid="launch-my" data-state={state}>
        <ProductGate product="launchpad">
          {state === 'loading' && (
            <div className="m-center" aria-busy="true">
              <DotLoading color="primary" />
            </div>
          )}
          {state === 'error' && (
            <div className="m-center ml-center--col" role="alert">
              <EmptyState description={t('launchpad.loadFailed')} />
              <Button size="small" onClick={() => void mine.refetch()}>
                {t('launchpad.retry')}
              </Button>
            </div>
          )}
          {state === 'empty' && <EmptyState description={t('launchpad.myEmpty')} />}
          <div className="ml-list">{mine.data?.list.map((item) => <SubscriptionCard key={item.id} item={item} />)}</div>
        </ProductGate>
      </div>
    </SubPage>
  );
}
