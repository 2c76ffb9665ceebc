import { useTranslation } from 'react-i18next';
import { notify } from '../../../features/notify/notify';
import { useSessionStore } from '../../../features/session/session-store';

/**
 * SPEC §4: a gated action by a logged-out user says "Please login first" and opens the login modal
 * instead of running.
 */
export function useGate() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  return (action: () => void) => {
    if (isLogin) {
      action();
      return;
    }
    notify.warning(t('msg:pleaseLogin'));
    openLogin();
  };
}
