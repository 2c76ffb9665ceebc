import { useTranslation } from 'react-i18next';
import { SECONDS_ASSET, scaleOf } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TSecondsDuration } from '../../../features/seconds/seconds-api';
import { percentOf, sentenceWithNumbers } from '../contract/contract-text';
import { durationText } from './seconds-cells';

const USDT_SCALE = scaleOf(SECONDS_ASSET);

/**
 * The durations on offer as cards, one chosen: each with its seconds, its payout rate (what a win
 * pays on top of the stake) and its minimum stake, so the choice is made knowing all three.
 */
export function SecondsDurations({ durations, value, onChange }: { durations: readonly TSecondsDuration[]; value: number | null; onChange: (second: number) => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <div className="pcs-durations" role="radiogroup" aria-label={t('seconds.duration')} data-testid="seconds-durations">
      {durations.map((d) => (
        <button
          key={d.second}
          type="button"
          role="radio"
          aria-checked={d.second === value}
          className={d.second === value ? 'pcs-duration is-active' : 'pcs-duration'}
          onClick={() => onChange(d.second)}
          data-second={d.second}
        >
          <span className="pcs-duration__time">{durationText(d.second, t, lang)}</span>
          <span className="pcs-duration__rate">
            <span className="pc-sr-only">{t('seconds.incomeRate')} </span>
            <LtrNumber>{`${formatOutput(percentOf(d.incomeRate), lang, { scale: 2 })}%`}</LtrNumber>
          </span>
          <span className="pcs-duration__min">{sentenceWithNumbers(t, 'seconds.minimum', { min: formatOutput(d.openAmountMin, lang, { scale: USDT_SCALE }) })}</span>
        </button>
      ))}
    </div>
  );
}
