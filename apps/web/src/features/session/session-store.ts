import { create } from 'zustand';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

/** SPEC §3 session state kept by the client; the profile itself is server state (use-profile). */
type TSessionState = {
  token: string;
  userId: string;
  isLogin: boolean;
  /** SPEC §4: the login modal (desktop) opens while this is true. */
  isLoginOpen: boolean;
  logIn: (session: { token: string; userId: string }) => void;
  /** Clears token, user id and the login flag (SPEC §4 logout); the profile cache is dropped by the caller. */
  clear: () => void;
  openLogin: () => void;
  closeLogin: () => void;
};

const stored = readStoredSession();

export const useSessionStore = create<TSessionState>((set) => ({
  token: stored.isLogin ? stored.token : '',
  userId: stored.isLogin ? stored.userId : '',
  isLogin: stored.isLogin,
  isLoginOpen: false,
  logIn: (session) => {
    writeStoredSession(session);
    set({ ...session, isLogin: true, isLoginOpen: false });
  },
  clear: () => {
    clearStoredSession();
    set({ token: '', userId: '', isLogin: false });
  },
  openLogin: () => set({ isLoginOpen: true }),
  closeLogin: () => set({ isLoginOpen: false }),
}));
