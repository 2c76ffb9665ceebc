import { STORAGE_KEYS } from '@exchange/contracts';

export type TStoredSession = { token: string; userId: string; isLogin: boolean };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): the session lives in memory only
  }
}

/** SPEC §3/§4: the session survives reloads under User-Token, User-Id and User-Login. */
export function readStoredSession(): TStoredSession {
  const s = storage();
  const token = s?.getItem(STORAGE_KEYS.token) ?? '';
  const userId = s?.getItem(STORAGE_KEYS.userId) ?? '';
  return { token, userId, isLogin: Boolean(token) && s?.getItem(STORAGE_KEYS.login) === 'true' };
}

export function writeStoredSession(session: { token: string; userId: string }): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.token, session.token);
  s?.setItem(STORAGE_KEYS.userId, session.userId);
  s?.setItem(STORAGE_KEYS.login, 'true');
}

export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.token);
  s?.removeItem(STORAGE_KEYS.userId);
  s?.removeItem(STORAGE_KEYS.login);
}

export function readStoredLanguage(): string {
  return storage()?.getItem(STORAGE_KEYS.lang) ?? '';
}

export function writeStoredLanguage(lang: string): void {
  storage()?.setItem(STORAGE_KEYS.lang, lang);
}
