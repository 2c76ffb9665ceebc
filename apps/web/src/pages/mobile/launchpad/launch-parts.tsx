import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLaunchState, TSubscriptionState } from '@exchange/contracts';
import type { TLaunchProject } from '../../../features/launchpad/launch-api';
import { LaunchAmount, LaunchCountdown, LaunchPoolBar, type TLaunchSkin } from '../../../features/launchpad/launch-widgets';

/** A project's or a subscription's state as a small coloured label. */
export function StateLabel({ state, kind = 'project' }: { state: TLaunchState | TSubscriptionState; kind?: 'project' | 'subscription' }) {
  const { t } = useTranslation();
  return (
    <span className={`ml-state ml-state--${state}`} data-testid={kind === 'project' ? 'launch-state' : 'subscription-state'} data-state={state}>
      {kind === 'project' ? t(`launchpad.state.${state as TLaunchState}`) : t(`launchpad.subState.${state as TSubscriptionState}`)}
    </span>
  );
}

export { LaunchAmount as Amount };

/** A label and its value on one line. */
export function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="ml-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const SKIN: TLaunchSkin = { prefix: 'ml', muted: 'ml-muted' };

/** The countdown of a project (to its start, end or unlock). */
export const Countdown = ({ project, now }: { project: TLaunchProject; now: number }) => <LaunchCountdown project={project} now={now} skin={SKIN} />;

/** The pool's progress: committed against the hard cap, and the participants. */
export const PoolBar = ({ project }: { project: TLaunchProject }) => <LaunchPoolBar project={project} skin={SKIN} />;
