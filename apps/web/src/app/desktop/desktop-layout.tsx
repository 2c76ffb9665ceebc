import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { withAreas } from '../../features/locale/areas';
import { useSessionStore } from '../../features/session/session-store';
import { useExitArrival } from '../../features/session/use-exit-arrival';
import { DesktopFooter } from '../../pages/desktop/layout/desktop-footer';
import { DesktopHeader } from '../../pages/desktop/layout/desktop-header';
import { PageSkeleton } from '../../ui/desktop/page-skeleton';
import { findRoute, isTurnedAway, navIndexOf, redirectFor } from './route-table';
import { preloadPage } from './desktop-pages';
import { loadKit, useKit } from './use-kit';
import { installLazyNotifier } from './lazy-notifier';

const loginModal = withAreas(['products', 'two-factor', 'msg'], () => import('../../pages/desktop/auth/login-modal'));
const LoginModal = lazy(() => loginModal().then((m) => ({ default: m.LoginModal })));
const KitNotifier = lazy(() => loadKit().then((m) => ({ default: m.KitNotifier })));

/** A logged-out visitor sent home from a page that needs a session is asked to log in (SPEC §6). */
function GuardRedirect({ to, isAskingLogin }: { to: string; isAskingLogin: boolean }) {
  const openLogin = useSessionStore((s) => s.openLogin);
  useEffect(() => {
    if (isAskingLogin) openLogin();
  }, [isAskingLogin, openLogin]);
  return <Navigate to={to} replace />;
}

export const pageFallback = <PageSkeleton />;

/**
 * antd's provider around what needs it. The home page is plain markup, so the first page shows
 * without the kit; every other page, and the login modal, waits for it.
 */
function WithKit({ isNeeded, children, fallback }: { isNeeded: boolean; children: ReactNode; fallback: ReactNode }) {
  const kit = useKit(isNeeded);
  if (!isNeeded) return children;
  return kit ? <kit.KitProvider>{children}</kit.KitProvider> : fallback;
}

/**
 * True once toasts are needed: the first one raised, or antd already in for another reason (a page
 * other than home, the login modal). The home page alone never loads antd (first-load budget).
 */
function useIsToastKitNeeded(isKitLoadedAnyway: boolean): boolean {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => installLazyNotifier(() => setNeeded(true)), []);
  // Once mounted the notifier stays: going back home must not drop toasts on their way.
  useEffect(() => {
    if (isKitLoadedAnyway) setNeeded(true);
  }, [isKitLoadedAnyway]);
  return isNeeded;
}

/** Header, page, footer; the SPEC §2 redirects and guard run before any page renders. */
export function DesktopLayout() {
  const { pathname, search } = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isLoginOpen = useSessionStore((s) => s.isLoginOpen);
  const openLogin = useSessionStore((s) => s.openLogin);
  // A user who ended the session (log out, "end this session") is sent home, not asked to log in.
  const isExiting = useSessionStore((s) => s.exitTo !== null);
  useExitArrival(pathname);
  // An invitation link (/pc/home?code=…) opens the registration form with its code filled in
  // (the modal starts on its register tab when a code was captured), once, for a visitor.
  const isInvited = !isLogin && new URLSearchParams(search).has('code');
  useEffect(() => {
    if (isInvited) openLogin();
  }, [isInvited, openLogin]);
  const target = redirectFor(pathname, isLogin);
  const route = findRoute(pathname);
  if (route && !target) preloadPage(route.page, route.path);
  const isPlain = route?.page === 'home';
  // A redirect (/pc → /pc/home) renders no page: only the page it lands on decides.
  const isToastKitNeeded = useIsToastKitNeeded(!target && (!isPlain || isLoginOpen));
  // A default redirect keeps the query (/about?type=10 → /about/us?type=10); the guard drops it.
  const redirect = target && (
    <GuardRedirect to={target !== '/home' ? `${target}${search}` : target} isAskingLogin={isTurnedAway(pathname, isLogin) && !isExiting} />
  );
  return (
    <>
      {redirect || (
        <div className="pc-app">
          <DesktopHeader navIndex={navIndexOf(pathname)} />
          <main className="pc-main">
            <WithKit isNeeded={!isPlain} fallback={pageFallback}>
              {/* Keyed by the path's first segment (a page, or a group such as /account/… with its side
                  menu): going elsewhere shows the new page's frame at once, not the old page. */}
              <Suspense key={pathname.split('/')[1] ?? ''} fallback={pageFallback}>
                <Outlet />
              </Suspense>
            </WithKit>
          </main>
          <DesktopFooter />
          {isLoginOpen && (
            <WithKit isNeeded fallback={null}>
              <Suspense fallback={null}>
                <LoginModal />
              </Suspense>
            </WithKit>
          )}
        </div>
      )}
      {/* Outside the redirect switch, so a toast raised just before a redirect (code -2) stays up. */}
      {isToastKitNeeded && (
        <Suspense fallback={null}>
          <KitNotifier />
        </Suspense>
      )}
    </>
  );
}
