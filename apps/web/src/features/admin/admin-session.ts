import { create } from 'zustand';

const TOKEN_KEY = 'admin.token';

function stored(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

type TAdminSession = { token: string; setToken: (token: string) => void; clear: () => void };

/**
 * The operator's session token. Kept in sessionStorage (one tab, gone with it) — never a cookie, so
 * no other site can make the browser send it — and sent as X-Operator-Token.
 */
export const useAdminSession = create<TAdminSession>((set) => ({
  token: stored(),
  setToken: (token) => {
    try {
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // private mode: the token lives in memory only
    }
    set({ token });
  },
  clear: () => {
    try {
      sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // nothing stored
    }
    set({ token: '' });
  },
}));
