import { useTranslation } from 'react-i18next';
import { secondsLeft } from '../../../features/seconds/seconds-form';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';

type TProps = { order: TSecondsOrder; now: number };

/**
 * An open order's time: "waiting for the opening price" until its opening tick is recorded, then
 * the seconds left to its expiry (a bar shows the part gone), then "settling" until the server
 * settles it at the first tick at or after expiry.
 */
export function Countdown({ order, now }: TProps) {
  const { t } = useTranslation();
  if (order.entryStatus !== 1) return null;
  if (order.openPrice === '') {
    return (
      <p className="msec-count msec-count--waiting" data-testid="countdown-waiting">
        {t('seconds.waitingOpen')}
      </p>
    );
  }
  const left = secondsLeft(order.expiryTime, now);
  const total = Math.max(1, order.positionTime);
  const gone = Math.min(100, Math.max(0, Math.round(((total - left) / total) * 100)));
  return (
    <div className="msec-count" data-testid="countdown" data-left={left}>
      <span className="msec-count__text" role="timer" aria-live="off">
        {left > 0 ? t('seconds.countdown', { s: left }) : t('seconds.settling')}
      </span>
      <span className="msec-count__bar" aria-hidden="true">
        <span className="msec-count__fill" style={{ inlineSize: `${gone}%` }} />
      </span>
    </div>
  );
}
