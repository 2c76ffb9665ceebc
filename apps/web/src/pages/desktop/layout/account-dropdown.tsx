import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logOut } from '../../../features/session/log-out';
import { useSessionStore } from '../../../features/session/session-store';
import { avatarOf, useProfile } from '../../../features/session/use-profile';
import { ChevronDownIcon, UserIcon } from '../../../ui/desktop/icons';
import { MenuDropdown } from '../../../ui/desktop/menu-dropdown';
import { useGate } from './use-gate';
import { accountLabel } from '../../../features/session/account-label';

/** SPEC §2 account dropdown: my assets, settings, proof of reserves (issue 29), and log out or log in/register. */
export function AccountDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useGate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const { data: profile } = useProfile();

  const onSelect = (key: string) => {
    if (key === 'assets') gate(() => navigate('/account/assert?type=2'));
    if (key === 'settings') navigate('/setting/password?type=1');
    if (key === 'transparency') navigate('/transparency');
    if (key === 'login') openLogin();
    if (key === 'logout') {
      navigate('/home');
      void logOut('/home');
    }
  };
  return (
    <MenuDropdown
      label={t('pc.accountMenu')}
      testId="account-menu"
      trigger={
        isLogin ? (
          <>
            <img className="pc-avatar" src={avatarOf(profile)} alt="" />
            <ChevronDownIcon />
          </>
        ) : (
          <>
            <span className="pc-avatar pc-avatar--empty"><UserIcon /></span>
            <span>{t('auth.loginRegister')}</span>
            <ChevronDownIcon />
          </>
        )
      }
      items={[
        ...(isLogin ? [{ key: 'who', heading: <bdi dir="ltr" className="pc-header__who">{accountLabel(profile)}</bdi> }] : []),
        { key: 'assets', label: t('pc.myAssets') },
        { key: 'settings', label: t('pc.settings') },
        { key: 'transparency', label: t('nav.transparency') },
        { key: 'divider', isDivider: true },
        isLogin ? { key: 'logout', label: t('auth.logout'), isDanger: true } : { key: 'login', label: t('auth.loginRegister') },
      ]}
      onSelect={onSelect}
    />
  );
}
