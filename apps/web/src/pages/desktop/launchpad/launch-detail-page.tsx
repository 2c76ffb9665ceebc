import { Alert, Button, Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import type { TLaunchDetail } from '../../../features/launchpad/launch-api';
import { oversubscription } from '../../../features/launchpad/launch-form';
import { TokenBadge } from '../../../features/launchpad/token-badge';
import { isNotFound, launchIdOf, useLaunchDetail, useLaunchNow } from '../../../features/launchpad/use-launch-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { Paragraphs } from '../../../ui/paragraphs';
import { ProductGate } from '../components/product-gate';
import { Amount, Countdown, Fact, PoolBar, StateTag } from './launch-bits';
import { LAUNCH_GATE } from './launch-list-page';
import { SubscribePanel } from './subscribe-panel';
import './launchpad.css';

/** /pc/subcribe/detail?id=: the roadshow, the pool, the token, the rule and the lock, and the subscribe panel. */
export function LaunchDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = launchIdOf(params.get('id'));
  const detail = useLaunchDetail(id);
  const now = useLaunchNow();
  if (id === null || (!detail.data && isNotFound(detail.error))) {
    return (
      <div className="pc-page pc-card pcl" data-testid="launch-detail" data-state="missing">
        <Empty description={t('launchpad.notFound')} />
        <p className="pcl__center">
          <Link to="/subcribe">{t('launchpad.backToList')}</Link>
        </p>
      </div>
    );
  }
  if (detail.isError && !detail.data) {
    return (
      <div className="pc-page pcl" data-testid="launch-detail" data-state="error">
        <Alert type="error" showIcon title={t('launchpad.loadFailed')} action={<Button size="small" onClick={() => void detail.refetch()}>{t('launchpad.retry')}</Button>} />
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="pc-page pc-card pcl" data-testid="launch-detail" data-state="loading">
        <Skeleton active avatar paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const project = detail.data;
  return (
    <div className="pc-page pcl" data-testid="launch-detail" data-state="ready" data-id={project.id}>
      <nav className="pcl__crumbs">
        <Link to="/subcribe">{t('launchpad.backToList')}</Link>
      </nav>
      <section className="pc-card pcl-hero">
        <TokenBadge symbol={project.symbol} logo={project.images[0]} size={64} />
        <div className="pcl-hero__names">
          <h1 className="pc-page__title">
            {project.name} <bdi className="pc-muted pcl-hero__symbol">{project.symbol}</bdi>
          </h1>
          <p className="pc-muted">{project.summary}</p>
        </div>
        <div className="pcl-hero__state">
          <StateTag state={project.state} />
          <Countdown project={project} now={now} />
        </div>
      </section>
      <div className="pcl-detail">
        <div className="pcl-detail__main">
          <PoolSection project={project} />
          <RoadshowSection project={project} />
          <TokenSection project={project} />
          <RuleSection project={project} />
        </div>
        <aside className="pcl-detail__side">
          <section className="pc-card pcl-panel" aria-labelledby="launch-subscribe-title">
            <h2 className="pc-section__title" id="launch-subscribe-title">
              {t('launchpad.subscribe')}
            </h2>
            <ProductGate product="launchpad" policy={LAUNCH_GATE}>
              <SubscribePanel projectId={project.id} />
            </ProductGate>
          </section>
        </aside>
      </div>
    </div>
  );
}

function PoolSection({ project }: { project: TLaunchDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const ratio = oversubscription(project.committed, project.hardCap);
  return (
    <section className="pc-card pcl-section" data-testid="launch-pool">
      <h2 className="pc-section__title">{t('launchpad.poolInfo')}</h2>
      <PoolBar project={project} />
      <dl className="pcl-facts pcl-facts--wide">
        <Fact label={t('launchpad.price')}>
          <Amount value={project.price} unit="USDT" testId="launch-price" />
        </Fact>
        <Fact label={t('launchpad.supply')}>
          <Amount value={project.supply} unit={project.symbol} scale={project.scale} />
        </Fact>
        <Fact label={t('launchpad.hardCap')}>
          <Amount value={project.hardCap} unit="USDT" />
        </Fact>
        <Fact label={t('launchpad.committed')}>
          <Amount value={project.committed} unit="USDT" />
        </Fact>
        <Fact label={t('launchpad.ratio')} testId="launch-ratio">
          {ratio === null ? '—' : <LtrNumber>{t('launchpad.ratioValue', { ratio })}</LtrNumber>}
        </Fact>
        <Fact label={t('launchpad.participants')}>
          <LtrNumber>{project.participants}</LtrNumber>
        </Fact>
        <Fact label={t('launchpad.minCommit')}>
          <Amount value={project.minCommit} unit="USDT" />
        </Fact>
        <Fact label={t('launchpad.buyLimit')}>
          <Amount value={project.buyLimit} unit="USDT" />
        </Fact>
        <Fact label={t('launchpad.start')}>
          <bdi>{formatDateTime(project.startTime, lang)}</bdi>
        </Fact>
        <Fact label={t('launchpad.end')}>
          <bdi>{formatDateTime(project.endTime, lang)}</bdi>
        </Fact>
        {project.state !== 'upcoming' && project.state !== 'subscribing' && (
          <Fact label={t('launchpad.allocated')}>
            <Amount value={project.allocated} unit={project.symbol} scale={project.scale} />
          </Fact>
        )}
      </dl>
    </section>
  );
}

function RoadshowSection({ project }: { project: TLaunchDetail }) {
  const { t } = useTranslation();
  const images = project.images.slice(1);
  return (
    <section className="pc-card pcl-section" data-testid="launch-roadshow">
      <h2 className="pc-section__title">{t('launchpad.roadshow')}</h2>
      <Paragraphs className="pcl-roadshow" paragraphs={project.roadshow.split(/\n\s*\n/).filter((p) => p.trim())} />
      {images.length > 0 && (
        <div className="pcl-images">
          {images.map((src, index) => (
            <img key={src} src={src} alt={t('launchpad.imageN', { name: project.name, n: index + 1 })} loading="lazy" />
          ))}
        </div>
      )}
    </section>
  );
}

function TokenSection({ project }: { project: TLaunchDetail }) {
  const { t } = useTranslation();
  return (
    <section className="pc-card pcl-section" data-testid="launch-token">
      <h2 className="pc-section__title">{t('launchpad.tokenInfo')}</h2>
      <table className="pcl-table">
        <tbody>
          <tr>
            <th scope="row">{t('launchpad.tokenName')}</th>
            <td>{project.name}</td>
          </tr>
          <tr>
            <th scope="row">{t('launchpad.symbol')}</th>
            <td>
              <bdi>{project.symbol}</bdi>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('launchpad.decimals')}</th>
            <td>
              <LtrNumber>{project.scale}</LtrNumber>
            </td>
          </tr>
          {project.tokenInfo.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                <bdi>{row.value}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RuleSection({ project }: { project: TLaunchDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <section className="pc-card pcl-section" data-testid="launch-rule">
      <h2 className="pc-section__title">{t('launchpad.rule')}</h2>
      <Paragraphs paragraphs={project.rule.split(/\n\s*\n/).filter((p) => p.trim())} />
      <h3 className="pcl-subtitle">{t('launchpad.lock')}</h3>
      <dl className="pcl-facts">
        <Fact label={t('launchpad.lockDays')}>
          <LtrNumber>{project.lockDays}</LtrNumber>
        </Fact>
        <Fact label={t('launchpad.unlockTime')} testId="launch-unlock">
          <bdi>{formatDateTime(project.unlockTime, lang)}</bdi>
        </Fact>
      </dl>
      <p className="pc-muted">{t('launchpad.lockNote', { time: formatDateTime(project.unlockTime, lang) })}</p>
    </section>
  );
}
