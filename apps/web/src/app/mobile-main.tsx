import { createRoot } from 'react-dom/client';
// Deep imports keep the first page free of antd-mobile's barrel (and the animation library it pulls in).
// Its Toast and Dialog render with React 19's createRoot through mobile/react-19-render.ts (vite.config.ts).
import 'antd-mobile/es/global';
import { boot } from './boot';
import { loadAntdMobileLocale } from './mobile/antd-mobile-locale';
import { MobileApp } from './mobile/mobile-app';
import { prefetchLikelyScreens } from './mobile/mobile-pages';
import { useSessionStore } from '../features/session/session-store';
import './mobile/mobile.css';

// The home page uses no antd-mobile component with text: the kit's locale comes with the first other
// page or toast (mobile-pages.ts, mobile-kit.tsx), not at start.
void boot(loadAntdMobileLocale, false).then(() => {
  createRoot(document.getElementById('root')!).render(<MobileApp />);
  prefetchLikelyScreens(useSessionStore.getState().isLogin);
});
