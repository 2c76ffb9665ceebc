import { Button, Layout, Menu, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ADMIN_LOGOUT } from '@exchange/contracts';
import { adminCall } from '../../features/admin/admin-api';
import { ADMIN_LANGUAGES, setAdminLanguage, type TAdminLanguage } from '../../features/admin/admin-i18n';
import { useAdminSession } from '../../features/admin/admin-session';
import { useAdminMe } from '../../features/admin/use-admin-me';
import { ADMIN_MENU_GROUPS, ADMIN_SCREENS } from './admin-menu';

const LANGUAGE_NAMES: Record<TAdminLanguage, string> = { 'en-US': 'English', 'zh-CN': '简体中文' };

/** The screen a path belongs to: the longest menu path it starts with. */
function selectedKey(pathname: string): string {
  const matches = ADMIN_SCREENS.filter((s) => (s.path === '/' ? pathname === '/' : pathname === s.path || pathname.startsWith(`${s.path}/`)));
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '';
}

/** The console's frame: the menu of what this operator's roles may see, the operator, the language, log out. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const me = useAdminMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clear = useAdminSession((s) => s.clear);

  if (me.isPending) {
    return (
      <div className="admin-loading">
        <Spin />
      </div>
    );
  }
  if (me.isError || !me.data) {
    return (
      <Result
        status="warning"
        title={t('shell.loadFailed')}
        extra={
          <Space>
            <Button onClick={() => void me.refetch()}>{t('shell.retry')}</Button>
            <Button onClick={clear}>{t('shell.logout')}</Button>
          </Space>
        }
      />
    );
  }
  const actions = me.data.actions;
  const items = ADMIN_MENU_GROUPS.map((group) => ({
    type: 'group' as const,
    key: group,
    label: t(`shell.group.${group}`),
    children: ADMIN_SCREENS.filter((s) => s.group === group && actions.includes(s.action)).map((s) => ({ key: s.path, label: <Link to={s.path}>{t(s.label)}</Link> })),
  })).filter((group) => group.children.length > 0);
  const logOut = async () => {
    await adminCall(ADMIN_LOGOUT, {}).catch(() => undefined);
    clear();
    queryClient.clear();
    void navigate('/');
  };

  return (
    <Layout className="admin-shell">
      <Layout.Sider width={220} theme="light" className="admin-sider">
        <div className="admin-brand">{t('shell.brand')}</div>
        <Menu mode="inline" selectedKeys={[selectedKey(location.pathname)]} items={items} aria-label={t('shell.menuLabel')} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Space size="middle">
            <Typography.Text strong data-testid="admin-operator">
              {me.data.name}
            </Typography.Text>
            <span>
              {me.data.roles.map((role) => (
                <Tag key={role}>{t(`shell.role.${role}`)}</Tag>
              ))}
            </span>
          </Space>
          <Space size="middle">
            <Select
              aria-label={t('shell.language')}
              value={i18n.language as TAdminLanguage}
              onChange={(lang) => void setAdminLanguage(lang)}
              options={ADMIN_LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
              style={{ width: 120 }}
            />
            <Link to="/account">{t('shell.account')}</Link>
            <Button onClick={() => void logOut()}>{t('shell.logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
