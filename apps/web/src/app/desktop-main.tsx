import { createRoot } from 'react-dom/client';
import { boot } from './boot';
import { loadAntdLocale } from './desktop/antd-locale';
import { DesktopApp } from './desktop/desktop-app';
import { prefetchLikelyScreens } from './desktop/desktop-pages';
import { useSessionStore } from '../features/session/session-store';
import './desktop/desktop.css';

// The home page is plain markup: antd's locale comes with antd (use-kit.ts), not at start.
void boot(loadAntdLocale, false).then(() => {
  createRoot(document.getElementById('root')!).render(<DesktopApp />);
  prefetchLikelyScreens(useSessionStore.getState().isLogin);
});
