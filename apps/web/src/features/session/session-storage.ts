import { STORAGE_KEYS } from '@exchange/contracts';
import { browserStorage } from '../storage/browser-storage';

export type TStoredSession = { token: string; userId: string; isLogin: boolean };

/** SPEC §3/§4: the session survives reloads under User-Token, User-Id and User-Login. */
export function readStoredSession(): TStoredSession {
  const s = browserStorage();
  const token = s?.getItem(STORAGE_KEYS.token) ?? '';
  const userId = s?.getItem(STORAGE_KEYS.userId) ?? '';
  return { token, userId, isLogin: Boolean(token) && s?.getItem(STORAGE_KEYS.login) === 'true' };
}

export function writeStoredSession(session: { token: string; userId: string }): void {
  const s = browserStorage();
  s?.setItem(STORAGE_KEYS.token, session.token);
  s?.setItem(STORAGE_KEYS.userId, session.userId);
  s?.setItem(STORAGE_KEYS.login, 'true');
}

export function clearStoredSession(): void {
  const s = browserStorage();
  s?.removeItem(STORAGE_KEYS.token);
  s?.removeItem(STORAGE_KEYS.userId);
  s?.removeItem(STORAGE_KEYS.login);
}
