import { useTranslation } from 'react-i18next';
import type { TSecondsDuration } from '../../../features/seconds/seconds-api';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { ratePercent, USDT_SCALE } from '../contract/contract-view';

type TProps = { durations: readonly TSecondsDuration[]; value: number | null; onChange: (second: number) => void };

/** The durations offered, each with its payout rate and its minimum amount; the chosen one pressed. */
export function DurationChips({ durations, value, onChange }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <fieldset className="msec-durations">
      <legend className="mc-field__label">{t('seconds.duration')}</legend>
      <div className="msec-durations__list">
        {durations.map((d) => (
          <button
            key={d.second}
            type="button"
            className="msec-duration"
            aria-pressed={d.second === value}
            onClick={() => onChange(d.second)}
            data-second={d.second}
          >
            <span className="msec-duration__time">{t('seconds.durationValue', { s: d.second })}</span>
            <span className="msec-duration__rate">
              <span className="m-sr-only">{t('seconds.incomeRate')} </span>
              <bdi dir="ltr">{ratePercent(d.incomeRate, lang)}</bdi>
            </span>
            <span className="msec-duration__min">
              {t('mSeconds.minShort')} <bdi dir="ltr"><Output value={d.openAmountMin} scale={USDT_SCALE} empty="--" /></bdi>
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
