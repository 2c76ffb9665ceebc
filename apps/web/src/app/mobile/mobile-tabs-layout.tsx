import { Suspense } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import SafeArea from 'antd-mobile/es/components/safe-area';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { AppOutline, BillOutline, HistogramOutline, PayCircleOutline, UserOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { key: '/', title: 'nav.home', icon: <AppOutline /> },
  { key: '/market', title: 'nav.market', icon: <HistogramOutline /> },
  { key: '/trade', title: 'nav.trade', icon: <BillOutline /> },
  { key: '/assets', title: 'nav.assets', icon: <PayCircleOutline /> },
  { key: '/my', title: 'nav.my', icon: <UserOutline /> },
];

/** The five bottom tabs (SPEC §2): Home, Market, Trade, Assets, My. */
export function MobileTabsLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="m-tabs-layout">
      <main className="m-tabs-layout__body">
        <Suspense fallback={<div className="m-center m-loading"><DotLoading color="primary" /></div>}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="m-tabbar">
        <TabBar activeKey={pathname} onChange={(key) => navigate(key)}>
          {TABS.map((tab) => (
            <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.title)} />
          ))}
        </TabBar>
        <SafeArea position="bottom" />
      </nav>
    </div>
  );
}
