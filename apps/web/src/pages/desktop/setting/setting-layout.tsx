import { Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../features/session/session-store';

const ITEMS = ['password', 'totp', 'verify', 'kyc', 'logger', 'api-keys', 'addresslist', 'bank'];
/** Items whose name is not `pc.setting.<key>`: two-factor authentication has its own catalog area; the API keys' path is not a key. */
const LABELS: Record<string, string> = { totp: 'twoFactor.title', 'api-keys': 'pc.setting.apiKeys' };

/** /setting/*: the settings menu beside the page (a logged-out visitor sees only the password page). */
export function SettingLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const current = useLocation().pathname.split('/')[2] ?? 'password';
  const selected = current === 'address' || current === 'addaddress' ? 'addresslist' : current;
  return (
    <div className="pc-page pc-split">
      {isLogin && (
        <aside className="pc-split__side pc-card">
          <h2 className="pc-side-title">{t('pc.settings')}</h2>
          <Menu
            mode="inline"
            selectedKeys={[selected]}
            onClick={({ key }) => navigate(`/setting/${key}`)}
            items={ITEMS.map((key) => ({ key, label: t(LABELS[key] ?? `pc.setting.${key}`) }))}
          />
        </aside>
      )}
      <div className="pc-split__main">
        <Outlet />
      </div>
    </div>
  );
}
