import { Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const ITEMS = ['assert', 'profile', 'recharge', 'withdrawel', 'transfer', 'dui', 'trade', 'contract', 'secondContract', 'fund', 'fiat', 'invite', 'inviteCashback'];

/** /account/*: the account menu beside the page. */
export function AccountLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useLocation().pathname.split('/')[2] ?? 'assert';
  return (
    <div className="pc-page pc-split">
      <aside className="pc-split__side pc-card">
        <h2 className="pc-side-title">{t('pc.accountCentre')}</h2>
        <Menu
          mode="inline"
          selectedKeys={[current]}
          onClick={({ key }) => navigate(`/account/${key}`)}
          items={ITEMS.map((key) => ({ key, label: t(`pc.account.${key}`) }))}
        />
      </aside>
      <div className="pc-split__main">
        <Outlet />
      </div>
    </div>
  );
}
