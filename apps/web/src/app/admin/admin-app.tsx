import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { adminI18n } from '../../features/admin/admin-i18n';
import { AdminRoutes } from './admin-routes';

/**
 * The console's colours: antd's defaults where they pass WCAG AA (4.5:1) on white, darker where they
 * do not (secondary text, hints, links, the primary and danger colours, the menu's selected item).
 */
const ADMIN_THEME = {
  token: {
    colorPrimary: '#0958d9',
    borderRadius: 6,
    colorTextDescription: '#595959',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
  },
} as const;

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The operator console under /admin (history mode; the server answers /admin/* with admin.html). */
export function AdminApp() {
  const [lang, setLang] = useState(adminI18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLang(next);
    adminI18n.on('languageChanged', onChange);
    return () => adminI18n.off('languageChanged', onChange);
  }, []);
  return (
    <I18nextProvider i18n={adminI18n}>
      <ConfigProvider locale={lang === 'zh-CN' ? zhCN : enUS} theme={ADMIN_THEME}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter basename="/admin">
              <AdminRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
