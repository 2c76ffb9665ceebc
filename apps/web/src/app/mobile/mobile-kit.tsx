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

const notifier: TNotifier = {
  success: (content) => void loadToast().then((t) => t.show({ icon: 'success', content })),
  error: (content) => void loadToast().then((t) => t.show({ icon: 'fail', content })),
  warning: (content) => void loadToast().then((t) => t.show({ content })),
  loading: (content) => {
    let isClosed = false;
    let close = () => undefined as void;
    void loadToast().then((t) => {
      if (isClosed) return;
      const handler = t.show({ icon: 'loading', content, duration: 0, maskClickable: false });
      close = () => handler.close();
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
