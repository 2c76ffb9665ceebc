import { createRoot, type Root } from 'react-dom/client';
// Deep imports keep the first page free of antd-mobile's barrel (and the animation library it pulls in).
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { boot } from './boot';
import { loadAntdMobileLocale } from './mobile/antd-mobile-locale';
import { MobileApp } from './mobile/mobile-app';
import './mobile/mobile.css';

// antd-mobile 5 renders Toast and Dialog with React 18's legacy API; React 19 needs createRoot.
unstableSetRender((node, container) => {
  const host = container as Element & { __root?: Root };
  host.__root ??= createRoot(container);
  host.__root.render(node);
  return async () => {
    await Promise.resolve();
    host.__root?.unmount();
    delete host.__root;
  };
});

void boot(loadAntdMobileLocale).then(() => {
  createRoot(document.getElementById('root')!).render(<MobileApp />);
});
