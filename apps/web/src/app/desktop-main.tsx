import { createRoot } from 'react-dom/client';
import { boot } from './boot';
import { loadAntdLocale } from './desktop/antd-locale';
import { DesktopApp } from './desktop/desktop-app';
import './desktop/desktop.css';

void boot(loadAntdLocale).then(() => {
  createRoot(document.getElementById('root')!).render(<DesktopApp />);
});
