import type { ReactNode } from 'react';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type enUS from 'antd-mobile/es/locales/en-US';
import { needKitLocale } from '../../features/locale/change-language';
import { useLocaleStore } from '../../features/locale/locale-store';
import { setNotifier, type TNotifier } from '../../features/notify/notify';

type TToast = typeof import('antd-mobile/es/components/toast').default;

let toast: Promise<TToast> | null = null;
/** Toast (and the animation library under it) loads on first use, not with the first page, with the kit's locale. */
const loadToast = () =>
  (toast ??= Promise.all([import('antd-mobile/es/components/toast'), needKitLocale()]).then(([m]) => m.default));

// What antd-mobile renders outside the provider (toasts, dialogs opened imperatively) takes the default
// config: it follows the user's locale, set as soon as the locale is in (before the first toast shows).
useLocaleStore.subscribe((state) => {
  if (state.kitLocale) setDefaultConfig({ locale: state.kitLocale as typeof enUS });
});

/**
 * antd-mobile has a single Toast: showing one replaces the one on screen, and any handler's close()
 * closes whatever is shown. So a progress toast's closer closes it only while it is still the one
 * shown; once a result ("Order placed", a refusal) has replaced it, closing the progress (which
 * mutations do after showing the result) leaves the result on screen.
 */
let shown = 0;
const show = (t: TToast, props: Parameters<TToast['show']>[0]) => {
  shown += 1;
  return { handler: t.show(props), id: shown };
};

const notifier: TNotifier = {
  success: (content) => void loadToast().then((t) => show(t, { icon: 'success', content })),
  error: (content) => void loadToast().then((t) => show(t, { icon: 'fail', content })),
  warning: (content) => void loadToast().then((t) => show(t, { content })),
  loading: (content) => {
    let isClosed = false;
    let close = () => undefined as void;
    void loadToast().then((t) => {
      if (isClosed) return;
      const { handler, id } = show(t, { icon: 'loading', content, duration: 0, maskClickable: false });
      close = () => {
        if (shown === id) handler.close();
      };
    });
    return () => {
      isClosed = true;
      close();
    };
  },
};

setNotifier(notifier);

/** antd-mobile in the user's language; its Toast is the app's toasts (SPEC §8). */
export function MobileKit({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.kitLocale) as typeof enUS | undefined;
  // Until the locale is in (the home page does without it), the provider passes the default on.
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}
