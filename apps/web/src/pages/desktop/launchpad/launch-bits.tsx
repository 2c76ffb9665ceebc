import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLaunchState, TSubscriptionState } from '@exchange/contracts';
import { formatExact } from '../../../features/format/format-amount';
import { poolPercent } from '../../../features/launchpad/launch-form';
import { countdownLabel, countdownText } from '../../../features/launchpad/launch-text';
import type { TLaunchProject } from '../../../features/launchpad/launch-api';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';

/** A project's state as a coloured tag (colours of readable contrast). */
export function StateTag({ state }: { state: TLaunchState }) {
  const { t } = useTranslation();
  return (
    <span className={`pcl-tag pcl-tag--${state}`} data-testid="launch-state" data-state={state}>
      {t(`launchpad.state.${state}`)}
    </span>
  );
}

/** A subscription's state as a coloured tag. */
export function SubscriptionTag({ state }: { state: TSubscriptionState }) {
  const { t } = useTranslation();
  return (
    <span className={`pcl-tag pcl-tag--${state}`} data-testid="subscription-state" data-state={state}>
      {t(`launchpad.subState.${state}`)}
    </span>
  );
}

/** An amount with its unit, exact, read left to right. */
export function Amount({ value, unit, scale, testId }: { value: string; unit: string; scale?: number; testId?: string }) {
  const lang = useLocaleStore((s) => s.lang);
  return (
    <LtrNumber>
      <span data-testid={testId}>{formatExact(value, lang, scale)}</span> {unit}
    </LtrNumber>
  );
}

/** The countdown of a project (to its start, end or unlock), ticking with `now`. */
export function Countdown({ project, now }: { project: TLaunchProject; now: number }) {
  const { t } = useTranslation();
  const target = countdownLabel(t, project);
  if (!target) return null;
  return (
    <span className="pcl-countdown" data-testid="launch-countdown">
      <span className="pc-muted">{target.label}</span> <bdi>{countdownText(t, target.at, now)}</bdi>
    </span>
  );
}

/** The pool's progress: committed against the hard cap, and the oversubscription once above it. */
export function PoolBar({ project }: { project: TLaunchProject }) {
  const { t } = useTranslation();
  const percent = poolPercent(project.committed, project.hardCap);
  return (
    <div className="pcl-pool">
      <div
        className="pcl-pool__bar"
        role="progressbar"
        aria-label={t('launchpad.poolProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="pcl-pool__fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="pcl-pool__line">
        <span>
          <Amount value={project.committed} unit="USDT" testId="pool-committed" /> / <Amount value={project.hardCap} unit="USDT" />
        </span>
        <span className="pc-muted">
          {t('launchpad.participantsN', { n: project.participants })}
        </span>
      </div>
    </div>
  );
}

/** A label and a value in a description list. */
export function Fact({ label, children, testId, isWide }: { label: string; children: ReactNode; testId?: string; isWide?: boolean }) {
  return (
    <div className={isWide ? 'pcl-fact pcl-fact--wide' : 'pcl-fact'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
