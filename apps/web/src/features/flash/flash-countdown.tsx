import { useTranslation } from 'react-i18next';
import './flash-countdown.css';

type TProps = { secondsLeft: number; progress: number; isQuoting: boolean; size?: number };

/**
 * The quote's validity as a ring that empties over its 10 s, the seconds in the middle; a
 * spinning ring while a quote is on its way. The text beside it is for screen readers too.
 */
export function FlashCountdown({ secondsLeft, progress, isQuoting, size = 40 }: TProps) {
  const { t } = useTranslation();
  const r = 16;
  const length = 2 * Math.PI * r;
  const label = isQuoting ? t('flash.quoting') : t('flash.refreshesIn', { n: secondsLeft });
  return (
    <span className={isQuoting ? 'fx-ring is-quoting' : 'fx-ring'} data-testid="flash-countdown" data-seconds={secondsLeft}>
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r={r} className="fx-ring__track" />
        <circle
          cx="20"
          cy="20"
          r={r}
          className="fx-ring__bar"
          strokeDasharray={length}
          strokeDashoffset={isQuoting ? length * 0.75 : length * (1 - progress)}
          transform="rotate(-90 20 20)"
        />
        {!isQuoting && (
          <text x="20" y="20" dy="0.35em" textAnchor="middle" className="fx-ring__text">
            {secondsLeft}
          </text>
        )}
      </svg>
      <span className="fx-ring__label" role="timer" aria-live="off">
        {label}
      </span>
    </span>
  );
}
