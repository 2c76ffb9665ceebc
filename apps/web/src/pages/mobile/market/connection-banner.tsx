import { SocketStatus } from '../../../features/market/socket-status';
import { useIsSocketDown } from '../../../features/market/socket-store';

/**
 * A strip under the header while the live connection is down: the figures on the screen still
 * refresh (the hooks poll every few seconds), and the strip says so. Nothing shows while live.
 */
export function ConnectionBanner() {
  const isDown = useIsSocketDown();
  if (!isDown) return null;
  return (
    <div className="mt-conn">
      <SocketStatus />
    </div>
  );
}
