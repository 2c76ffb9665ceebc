import type { TLocale } from '@exchange/i18n';
import { configureHttp } from '../features/api/http';
import { captureInviteCode } from '../features/auth/invite-code';
import { applyLanguage, setKitLocaleLoader } from '../features/locale/change-language';
import { i18n } from '../features/locale/i18n';
import { useLocaleStore } from '../features/locale/locale-store';
import { startLanguage } from '../features/locale/start-language';
import { handleSessionGone } from '../features/session/session-gone';
import { useSessionStore } from '../features/session/session-store';
import { loadCatalog } from '../features/catalog/register-catalog';

/**
 * Start-up shared by both interfaces: the invitation code from the URL, the HTTP client wired to
 * the session and the language, and the language chosen (stored, else the server's default) and
 * loaded before the first render, so the first frame is already in the right language. The UI kit's
 * locale comes with it, unless the first page does without the kit (`isKitNeededAtStart` false).
 */
export async function boot(loadKitLocale: (lang: TLocale) => Promise<unknown>, isKitNeededAtStart = true): Promise<void> {
  captureInviteCode();
  configureHttp({
    token: () => useSessionStore.getState().token,
    language: () => useLocaleStore.getState().lang,
    onSessionGone: handleSessionGone,
    genericError: () => i18n.t('msg:error'),
    networkError: () => i18n.t('common.networkError'),
  });
  setKitLocaleLoader(loadKitLocale, isKitNeededAtStart);
  // The run-time assets and markets (launchpad tokens), fetched beside the language; never fails the start.
  const catalog = loadCatalog();
  const lang = await startLanguage();
  useLocaleStore.setState({ lang });
  try {
    await applyLanguage(lang);
  } catch {
    if (lang !== 'en-US') await applyLanguage('en-US');
  }
  await catalog;
}
