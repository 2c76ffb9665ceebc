import { Suspense, type ReactNode } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import SafeArea from 'antd-mobile/es/components/safe-area';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TAB_ICONS } from './mobile-tab-icons';
import { UnreadBadge } from '../../features/messages/messages-bell';
import { useUnreadCount } from '../../features/messages/use-unread';

const TABS: { key: string; title: string; icon: ReactNode; also?: string[] }[] = [
  { key: '/', title: 'nav.home', icon: TAB_ICONS.home },
  { key: '/market', title: 'nav.market', icon: TAB_ICONS.market },
  // The contract and seconds screens are the Trade tab's other products (its Spot | Contract | Seconds switch).
  { key: '/trade', title: 'nav.trade', icon: TAB_ICONS.trade, also: ['/contract', '/seconds'] },
  { key: '/assets', title: 'nav.assets', icon: TAB_ICONS.assets },
  { key: '/my', title: 'nav.my', icon: TAB_ICONS.my },
];

/** The five bottom tabs (SPEC §2): Home, Market, Trade, Assets, My. */
export function MobileTabsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The My tab carries the unread messages count (its screen leads to them).
  const unread = useUnreadCount();
  return (
    <div className="m-tabs-layout">
      <main className="m-tabs-layout__body">
        <Suspense fallback={<div className="m-center m-loading"><DotLoading color="primary" /></div>}>
          <Outlet />
        </Suspense>
      </main>
      {/* Plain links (each tab is a place to go): keyboard, screen readers and middle-click work. */}
      <nav className="m-tabbar" aria-label={t('nav.tabs')}>
        <div className="m-tabbar__items">
          {TABS.map((tab) => {
            const isActive = pathname === tab.key || Boolean(tab.also?.includes(pathname));
            return (
              <Link key={tab.key} to={tab.key} className={`m-tabbar__item${isActive ? ' is-active' : ''}`} aria-current={isActive ? 'page' : undefined}>
                <span className="m-tabbar__icon">
                  {tab.icon}
                  {tab.key === '/my' && <UnreadBadge count={unread} />}
                </span>
                <span className="m-tabbar__title">{t(tab.title)}</span>
                {tab.key === '/my' && unread > 0 && <span className="m-sr-only">{t('nav.unreadBadge', { count: unread })}</span>}
              </Link>
            );
          })}
        </div>
        <SafeArea position="bottom" />
      </nav>
    </div>
  );
}
