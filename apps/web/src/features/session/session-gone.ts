import { notify } from '../notify/notify';
import { endSession } from './end-session';
import { useSessionStore } from './session-store';

let lastShownAt = 0;

/**
 * Code -2 (SPEC §4/§8): show the server's message and log out. Several calls failing together show
 * the message once.
 */
export function handleSessionGone(message: string): void {
  const now = Date.now();
  const wasLoggedIn = useSessionStore.getState().isLogin;
  endSession();
  if (wasLoggedIn || now - lastShownAt > 3000) {
    if (now - lastShownAt > 1500) notify.error(message);
    lastShownAt = now;
  }
}
