import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLaunchState, TSubscriptionState } from '@exchange/contracts';
import type { TLaunchProject } from '../../../features/launchpad/launch-api';
import { LaunchAmount, LaunchCountdown, LaunchPoolBar, type TLaunchSkin } from '../../../features/launchpad/launch-widgets';

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

const SKIN: TLaunchSkin = { prefix: 'pcl', muted: 'pc-muted' };

export { LaunchAmount as Amount };

/** The countdown of a project (to its start, end or unlock), ticking with `now`. */
export const Countdown = ({ project, now }: { project: TLaunchProject; now: number }) => <LaunchCountdown project={project} now={now} skin={SKIN} />;

/** The pool's progress: committed against the hard cap, and the participants. */
export const PoolBar = ({ project }: { project: TLaunchProject }) => <LaunchPoolBar project={project} skin={SKIN} />;

/** A label and a value in a description list. */
export function Fact({ label, children, testId, isWide }: { label: string; children: ReactNode; testId?: string; isWide?: boolean }) {
  return (
    <div className={isWide ? 'pcl-fact pcl-fact--wide' : 'pcl-fact'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
