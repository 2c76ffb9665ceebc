import { useState } from 'react';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import type { TLaunchDetail } from '../../../features/launchpad/launch-api';
import { isWindowOpen, oversubscription } from '../../../features/launchpad/launch-form';
import { TokenBadge } from '../../../features/launchpad/token-badge';
import { isNotFound, launchIdOf, useLaunchDetail, useLaunchNow } from '../../../features/launchpad/use-launch-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useSessionStore } from '../../../features/session/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { Paragraphs } from '../../../ui/paragraphs';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ProductGate } from '../components/product-gate';
import { Amount, Countdown, PoolBar, Row, StateLabel } from './launch-parts';
import { LAUNCH_GATE } from './list-page';
import { SubscribeForm } from './subscribe-form';
import './launchpad.css';

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim());

/** /subscribe/detail?id=: the project (roadshow, pool, token, rule, lock) and Subscribe, which opens the form in a sheet. */
export function LaunchDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = launchIdOf(params.get('id'));
  const detail = useLaunchDetail(id);
  return (
    <SubPage title={detail.data?.name ?? t('launchpad.title')} backTo="/subscribe">
      {id === null || (!detail.data && isNotFound(detail.error)) ? (
        <div className="m-page ml" data-testid="launch-detail" data-state="missing">
          <EmptyState description={t('launchpad.notFound')} />
          <p className="m-center">
            <Link to="/subscribe">{t('launchpad.backToList')}</Link>
          </p>
        </div>
      ) : detail.isError && !detail.data ? (
        <div className="m-page ml m-center ml-center--col" data-testid="launch-detail" data-state="error" role="alert">
          <EmptyState description={t('launchpad.loadFailed')} />
          <Button size="small" onClick={() => void detail.refetch()}>
            {t('launchpad.retry')}
          </Button>
        </div>
      ) : !detail.data ? (
        <div className="m-center" data-testid="launch-detail" data-state="loading" aria-busy="true">
          <DotLoading color="primary" />
        </div>
      ) : (
        <Detail project={detail.data} />
      )}
    </SubPage>
  );
}

function Detail({ project }: { project: TLaunchDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const now = useLaunchNow();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [isOpen, setOpen] = useState(false);
  const ratio = oversubscription(project.committed, project.hardCap);
  const isOpenNow = isWindowOpen(project, now);
  const subscribe = () => {
    if (!isLogin) navigate('/login', { state: { from: location.pathname + location.search } });
    else setOpen(true);
  };
  return (
    <div className="m-page ml ml-detail" data-testid="launch-detail" data-state="ready" data-id={project.id}>
      <section className="ml-hero">
        <TokenBadge symbol={project.symbol} logo={project.images[0]} size={56} />
        <div className="ml-hero__names">
          <h2 className="ml-hero__name">
            {project.name} <bdi className="ml-muted">{project.symbol}</bdi>
          </h2>
          <p className="ml-muted">{project.summary}</p>
        </div>
        <StateLabel state={project.state} />
      </section>
      <section className="ml-section" data-testid="launch-pool">
        <h3 className="ml-section__title">{t('launchpad.poolInfo')}</h3>
        <Countdown project={project} now={now} />
        <PoolBar project={project} />
        <dl className="ml-rows">
          <Row label={t('launchpad.price')}>
            <Amount value={project.price} unit="USDT" testId="launch-price" />
          </Row>
          <Row label={t('launchpad.supply')}>
            <Amount value={project.supply} unit={project.symbol} scale={project.scale} />
          </Row>
          <Row label={t('launchpad.hardCap')}>
            <Amount value={project.hardCap} unit="USDT" />
          </Row>
          <Row label={t('launchpad.ratio')} testId="launch-ratio">
            {ratio === null ? '—' : <LtrNumber>{t('launchpad.ratioValue', { ratio })}</LtrNumber>}
          </Row>
          <Row label={t('launchpad.minCommit')}>
            <Amount value={project.minCommit} unit="USDT" />
          </Row>
          <Row label={t('launchpad.buyLimit')}>
            <Amount value={project.buyLimit} unit="USDT" />
          </Row>
          <Row label={t('launchpad.start')}>
            <bdi>{formatDateTime(project.startTime, lang)}</bdi>
          </Row>
          <Row label={t('launchpad.end')}>
            <bdi>{formatDateTime(project.endTime, lang)}</bdi>
          </Row>
          <Row label={t('launchpad.unlockTime')} testId="launch-unlock">
            <bdi>{formatDateTime(project.unlockTime, lang)}</bdi>
          </Row>
        </dl>
      </section>
      <InfoSections project={project} />
      <div className="ml-bottom">
        {isOpenNow ? (
          <Button block color="primary" size="large" onClick={subscribe} data-testid={isLogin ? 'launch-open-form' : 'launch-login'}>
            {isLogin ? t('launchpad.subscribe') : t('launchpad.loginToSubscribe')}
          </Button>
        ) : (
          <p className="ml-closed" data-testid="launch-closed">
            {project.state === 'upcoming' ? t('launchpad.opensAt', { time: formatDateTime(project.startTime, lang) }) : t('launchpad.closed')}
          </p>
        )}
      </div>
      <Popup visible={isOpen} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="ml-sheet" destroyOnClose>
        <ProductGate product="launchpad" policy={LAUNCH_GATE}>
          <SubscribeForm projectId={project.id} onDone={() => (setOpen(false), navigate('/subscribe/my'))} />
        </ProductGate>
      </Popup>
    </div>
  );
}

/** The roadshow (text and pictures), the token's facts, and the allocation rule with the lock. */
function InfoSections({ project }: { project: TLaunchDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <>
      <section className="ml-section" data-testid="launch-roadshow">
        <h3 className="ml-section__title">{t('launchpad.roadshow')}</h3>
        <Paragraphs className="ml-text" paragraphs={paragraphs(project.roadshow)} />
        {project.images.slice(1).map((src, index) => (
          <img key={src} className="ml-image" src={src} alt={t('launchpad.imageN', { name: project.name, n: index + 1 })} loading="lazy" />
        ))}
      </section>
      <section className="ml-section" data-testid="launch-token">
        <h3 className="ml-section__title">{t('launchpad.tokenInfo')}</h3>
        <dl className="ml-rows">
          <Row label={t('launchpad.tokenName')}>{project.name}</Row>
          <Row label={t('launchpad.symbol')}>
            <bdi>{project.symbol}</bdi>
          </Row>
          <Row label={t('launchpad.decimals')}>
            <LtrNumber>{project.scale}</LtrNumber>
          </Row>
          {project.tokenInfo.map((row) => (
            <Row key={row.label} label={row.label}>
              <bdi>{row.value}</bdi>
            </Row>
          ))}
        </dl>
      </section>
      <section className="ml-section" data-testid="launch-rule">
        <h3 className="ml-section__title">{t('launchpad.rule')}</h3>
        <Paragraphs className="ml-text" paragraphs={paragraphs(project.rule)} />
        <p className="ml-muted">{t('launchpad.lockNote', { time: formatDateTime(project.unlockTime, lang) })}</p>
      </section>
    </>
  );
}
