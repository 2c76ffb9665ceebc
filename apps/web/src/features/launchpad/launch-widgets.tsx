import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { Output } from '../format/output';
import { LtrNumber } from '../market/ltr-number';
import type { TLaunchProject } from './launch-api';
import { poolPercent } from './launch-form';
import { countdownLabel, countdownText } from './launch-text';

/**
 * The launchpad's small pieces both interfaces show alike; each interface gives its class names
 * (`skin`): the desktop's `pcl-…` with `pc-muted`, the mobile's `ml-…` with `ml-muted`.
 */
export type TLaunchSkin = { prefix: string; muted: string };

/** An amount with its unit, exact, read left to right. */
export function LaunchAmount({ value, unit, scale, testId }: { value: string; unit: string; scale?: number; testId?: string }) {
  return (
    <LtrNumber>
      <span data-testid={testId}><Output value={value} scale={scale ?? MAX_ASSET_SCALE} /></span> {unit}
    </LtrNumber>
  );
}

/** The countdown of a project (to its start, end or unlock), ticking with `now`. */
export function LaunchCountdown({ project, now, skin }: { project: TLaunchProject; now: number; skin: TLaunchSkin }) {
  const { t } = useTranslation();
  const target = countdownLabel(t, project);
  if (!target) return null;
  return (
    <span className={`${skin.prefix}-countdown`} data-testid="launch-countdown">
      <span className={skin.muted}>{target.label}</span> <bdi>{countdownText(t, target.at, now)}</bdi>
    </span>
  );
}

/** The pool's progress: committed against the hard cap, and the participants. */
export function LaunchPoolBar({ project, skin }: { project: TLaunchProject; skin: TLaunchSkin }) {
  const { t } = useTranslation();
  const percent = poolPercent(project.committed, project.hardCap);
  const p = skin.prefix;
  return (
    <div className={`${p}-pool`}>
      <div className={`${p}-pool__bar`} role="progressbar" aria-label={t('launchpad.poolProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className={`${p}-pool__fill`} style={{ width: `${percent}%` }} />
      </div>
      <div className={`${p}-pool__line`}>
        <span>
          <LaunchAmount value={project.committed} unit="USDT" testId="pool-committed" /> / <LaunchAmount value={project.hardCap} unit="USDT" />
        </span>
        <span className={skin.muted}>{t('launchpad.participantsN', { n: project.participants })}</span>
      </div>
    </div>
  );
}
