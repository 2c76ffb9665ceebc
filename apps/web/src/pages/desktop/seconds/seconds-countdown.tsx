import { useTranslation } from 'react-i18next';
import { useNow } from '../../../features/clock/use-now';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { countdownText } from './seconds-cells';

/**
 * The live countdown of an open order: "waiting for the opening price" until its opening tick is
 * recorded, then the seconds left to expiry (the server's expiryTime, against this clock), then
 * "settling" until the settlement arrives. Each one ticks on its own, so a list does not redraw.
 */
export function SecondsCountdown({ order }: { order: TSecondsOrder }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const now = useNow(250);
  const { state, text, left } = countdownText(order, now, t, lang);
  return (
    <span className={`pcs-countdown is-${state}`} data-testid={`countdown-${order.id}`} data-state={state} data-left={left} role="timer" aria-live="off">
      <bdi>{text}</bdi>
    </span>
  );
}
