import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import type { TLaunchProject } from '../../../features/launchpad/launch-api';
import { TokenBadge } from '../../../features/launchpad/token-badge';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Amount, Countdown, Fact, PoolBar, StateTag } from './launch-bits';

/** One project in the list: logo, name, symbol, price, supply, window with its countdown, pool and state. */
export function ProjectCard({ project, now }: { project: TLaunchProject; now: number }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <article className="pc-card pcl-card" data-testid="launch-card" data-id={project.id} data-state={project.state}>
      <header className="pcl-card__head">
        <TokenBadge symbol={project.symbol} logo={project.images[0]} />
        <div className="pcl-card__names">
          <h2 className="pcl-card__name">
            <Link to={`/subcribe/detail?id=${project.id}`}>{project.name}</Link>
          </h2>
          <bdi className="pc-muted">{project.symbol}</bdi>
        </div>
        <StateTag state={project.state} />
      </header>
      {project.summary && <p className="pcl-card__summary">{project.summary}</p>}
      <dl className="pcl-facts">
        <Fact label={t('launchpad.price')}>
          <Amount value={project.price} unit="USDT" />
        </Fact>
        <Fact label={t('launchpad.supply')}>
          <Amount value={project.supply} unit={project.symbol} scale={project.scale} />
        </Fact>
        <Fact label={t('launchpad.window')} isWide>
          <bdi>
            {formatDateTime(project.startTime, lang)} – {formatDateTime(project.endTime, lang)}
          </bdi>
        </Fact>
      </dl>
      <PoolBar project={project} />
      <footer className="pcl-card__foot">
        <Countdown project={project} now={now} />
        <Link className="pcl-card__more" to={`/subcribe/detail?id=${project.id}`}>
          {t(project.state === 'subscribing' ? 'launchpad.subscribe' : 'launchpad.viewDetail')}
        </Link>
      </footer>
    </article>
  );
}
