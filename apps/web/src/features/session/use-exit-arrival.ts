import { useEffect } from 'react';
import { useSessionStore } from './session-store';

/**
 * Ends a user's own exit once its screen is reached (logged out, at `exitTo`): from then on a screen
 * that needs a session asks to log in again, as it does for any visitor.
 */
export function useExitArrival(pathname: string): void {
  const exitTo = useSessionStore((s) => s.exitTo);
  const isLogin = useSessionStore((s) => s.isLogin);
  useEffect(() => {
    if (exitTo !== null && !isLogin && pathname === exitTo) useSessionStore.getState().leaveTo(null);
  }, [exitTo, isLogin, pathname]);
}
