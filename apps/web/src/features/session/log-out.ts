import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { endSession } from './end-session';
import { useSessionStore } from './session-store';

/**
 * Ends the session on the server (best effort: a session already gone is fine) and locally, then
 * shows "exited" (SPEC §4). `exitTo`: where a screen that needs a session sends the user meanwhile
 * and after (home), rather than asking to log in again.
 */
export async function logOut(exitTo?: string): Promise<void> {
  if (exitTo) useSessionStore.getState().leaveTo(exitTo);
  try {
    // The call loads with the first log-out: the header offers it on every first page.
    const { logOutRequest } = await import('./session-api');
    await logOutRequest();
  } catch {
    // The server may already have ended it (expired, revoked); the local logout still happens.
  }
  endSession();
  notify.success(i18n.t('msg:exited'));
}
