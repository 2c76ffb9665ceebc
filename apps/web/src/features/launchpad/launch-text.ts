import type { TFunction } from 'i18next';
import { countdownOf, timeLeft } from './launch-form';
import type { TLaunchProject } from './launch-api';

/** "2d 03:04:05" in the reader's language (the days word from the catalog, the clock as digits). */
export function countdownText(t: TFunction, at: number, now: number): string {
  const left = timeLeft(at, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return t('launchpad.countdown', { d: left.d, h: pad(left.h), m: pad(left.m), s: pad(left.s) });
}

/** The label of a project's countdown ("Starts in", "Ends in", "Unlocks in"), or null when none runs. */
export function countdownLabel(t: TFunction, project: Pick<TLaunchProject, 'state' | 'startTime' | 'endTime' | 'unlockTime'>): { label: string; at: number } | null {
  const target = countdownOf(project);
  if (!target) return null;
  const label = target.kind === 'start' ? t('launchpad.startsIn') : target.kind === 'end' ? t('launchpad.endsIn') : t('launchpad.unlocksIn');
  return { label, at: target.at };
}
