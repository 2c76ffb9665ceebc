import { create } from 'zustand';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

/** SPEC §3 session state kept by the client; the profile itself is server state (use-profile). */
type TSessionState = {
  token: string;
  userId: string;
  isLogin: boolean;
  /** SPEC §4: the login modal (desktop) opens while this is true. */
  isLoginOpen: boolean;
  /**
   * Where a screen that needs a session sends the user once it ends, when the user ended it (log out,
   * "end this session"): home, not the log-in screen. Null while no such exit is under way: a session
   * lost otherwise (expired, ended from another device) asks to log in again. Set before the request,
   * so whichever ends the session first here (the answer, or a call meeting the ended session) leads
   * to the same screen; cleared on arrival (`useExitArrival`) and by the next log-in.
   */
  exitTo: string | null;
  logIn: (session: { token: string; userId: string }) => void;
  /** Clears token, user id and the login flag (SPEC §4 logout); the profile cache is dropped by the caller. */
  clear: () => void;
  openLogin: () => void;
  closeLogin: () => void;
  /** The user is ending this session: private screens then lead to `to` (null: the exit failed, back to normal). */
  leaveTo: (to: string | null) => void;
};

const stored = readStoredSession();

export const useSessionStore = create<TSessionState>((set) => ({
  token: stored.isLogin ? stored.token : '',
  userId: stored.isLogin ? stored.userId : '',
  isLogin: stored.isLogin,
  isLoginOpen: false,
  exitTo: null,
  logIn: (session) => {
    writeStoredSession(session);
    set({ ...session, isLogin: true, isLoginOpen: false, exitTo: null });
  },
  clear: () => {
    clearStoredSession();
    set({ token: '', userId: '', isLogin: false });
  },
  openLogin: () => set({ isLoginOpen: true }),
  closeLogin: () => set({ isLoginOpen: false }),
  leaveTo: (to) => set({ exitTo: to }),
}));

/**
 * Where a screen that needs a session sends a visitor without one: the exit the user chose when they
 * ended the session themselves, else null (the caller's own way to ask for a log-in).
 */
export function exitFor(state: Pick<TSessionState, 'isLogin' | 'exitTo'>): string | null {
  return state.isLogin ? null : state.exitTo;
}
