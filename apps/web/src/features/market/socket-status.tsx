import { useTranslation } from 'react-i18next';
import { useSocketStore } from './socket-store';

/**
 * "Live" while pushes arrive, "Connection lost, updating every few seconds" while the hooks poll.
 * Plain markup (role=status, so screen readers hear the change); each interface styles
 * .socket-status[data-status].
 */
export function SocketStatus({ className }: { className?: string }) {
  const { t } = useTranslation();
  const status = useSocketStore((s) => s.status);
  const label = status === 'reconnecting' ? t('market.socketDown') : status === 'connected' ? t('market.socketLive') : t('market.socketConnecting');
  return (
    <span role="status" className={className ? `socket-status ${className}` : 'socket-status'} data-status={status} data-testid="socket-status">
      <span className="socket-status__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
