import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLaunchState, TSubscriptionState } from '@exchange/contracts';
import { formatExact } from '../../../features/format/format-amount';
import type { TLaunchProject } from '../../../features/launchpad/launch-api';
import { poolPercent } from '../../../features/launchpad/launch-form';
import { countdownLabel, countdownText } from '../../../features/launchpad/launch-text';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';

/** A project's or a subscription's state as a small coloured label. */
export function StateLabel({ state, kind = 'project' }: { state: TLaunchState | TSubscriptionState; kind?: 'project' | 'subscription' }) {
  const { t } = useTranslation();
  return (
    <span className={`ml-state ml-state--${state}`} data-testid={kind === 'project' ? 'launch-state' : 'subscription-state'} data-state={state}>
      {kind === 'project' ? t(`launchpad.state.${state as TLaunchState}`) : t(`launchpad.subState.${state as TSubscriptionState}`)}
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

/** A label and its value on one line. */
export function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="ml-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The countdown of a project (to its start, end or unlock). */
export function Countdown({ project, now }: { project: TLaunchProject; now: number }) {
  const { t } = useTranslation();
  const target = countdownLabel(t, project);
  if (!target) return null;
  return (
    <span className="ml-countdown" data-testid="launch-countdown">
      <span className="ml-muted">{target.label}</span> <bdi>{countdownText(t, target.at, now)}</bdi>
    </span>
  );
}

/** The pool's progress: committed against the hard cap, and the participants. */
export function PoolBar({ project }: { project: TLaunchProject }) {
  const { t } = useTranslation();
  const percent = poolPercent(project.committed, project.hardCap);
  return (
    <div className="ml-pool">
      <div className="ml-pool__bar" role="progressbar" aria-label={t('launchpad.poolProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="ml-pool__fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="ml-pool__line">
        <span>
          <Amount value={project.committed} unit="USDT" testId="pool-committed" /> / <Amount value={project.hardCap} unit="USDT" />
        </span>
        <span className="ml-muted">{t('launchpad.participantsN', { n: project.participants })}</span>
      </div>
    </div>
  );
}
