import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message as antdMessage } from 'antd';
import type { Locale } from 'antd/es/locale';
import { isRtl } from '../../features/locale/change-language';
import { useLocaleStore } from '../../features/locale/locale-store';
import { setNotifier } from '../../features/notify/notify';
import { flushLazyToasts } from './lazy-notifier';

/**
 * antd's theme. The status colours and the secondary text are darker than antd's defaults, so that
 * tags, hints and empty states reach 4.5:1 against their backgrounds (WCAG AA, checked by axe). The
 * status backgrounds are given: the ones antd derives from such dark colours are greyish (a success
 * tag was 2.6:1). Info and links use the primary blue (antd's own #1677ff is 4.1:1 on white).
 */
const THEME = {
  token: {
    colorPrimary: '#1b5cff',
    colorInfo: '#1b5cff',
    colorLink: '#1b5cff',
    colorSuccess: '#15803d',
    colorError: '#cc2f3b',
    colorWarning: '#b45309',
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#bbf7d0',
    colorErrorBg: '#fef2f2',
    colorErrorBorder: '#fecaca',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fde68a',
    colorInfoBg: '#f0f5ff',
    colorInfoBorder: '#c7d7ff',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 8,
    fontFamily: 'var(--pc-font)',
  },
};

/** antd in the user's language and direction (Arabic right-to-left). */
export function KitProvider({ children }: { children: ReactNode }) {
  const lang = useLocaleStore((s) => s.lang);
  const locale = useLocaleStore((s) => s.kitLocale) as Locale | undefined;
  return (
    // No space forced between two CJK characters in buttons ("确认", not "确 认"), as on mobile.
    <ConfigProvider locale={locale} direction={isRtl(lang) ? 'rtl' : 'ltr'} theme={THEME} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

/**
 * antd's message API, in the user's language and direction, as the app's toasts (SPEC §8). A result
 * ("Order placed", a refusal) replaces the progress toasts on screen, as on mobile, the way antd's
 * documentation updates a loading message: opened again under its key.
 */
export function KitNotifier() {
  const [message, holder] = antdMessage.useMessage({ maxCount: 3 });
  useEffect(() => {
    const progress = new Set<string>();
    let next = 0;
    // A result takes the place of the newest progress toast (same key: antd updates it in place and
    // closes it on its own timer, like any toast); other progress toasts are closed. Removing a toast
    // while it was still opening could leave it in the page, faded but never removed.
    const result = (type: 'success' | 'error' | 'warning') => (content: string) => {
      const keys = [...progress];
      progress.clear();
      const reuse = keys.pop();
      for (const key of keys) message.destroy(key);
      next += 1;
      void message.open({ key: reuse ?? `result-${next}`, type, content });
    };
    const notifier = {
      success: result('success'),
      error: result('error'),
      warning: result('warning'),
      loading: (content: string) => {
        next += 1;
        const key = `progress-${next}`;
        progress.add(key);
        void message.open({ key, type: 'loading', content, duration: 0 });
        // Finished without a result: the toast closes on a short timer rather than at once.
        return () => {
          if (progress.delete(key)) void message.open({ key, type: 'loading', content, duration: 0.6 });
        };
      },
    };
    setNotifier(notifier);
    flushLazyToasts(notifier);
  }, [message]);
  return <KitProvider>{holder}</KitProvider>;
}
