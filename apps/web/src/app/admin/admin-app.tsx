import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { adminI18n } from '../../features/admin/admin-i18n';
import { AdminRoutes } from './admin-routes';

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
      <ConfigProvider locale={lang === 'zh-CN' ? zhCN : enUS} theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}>
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
