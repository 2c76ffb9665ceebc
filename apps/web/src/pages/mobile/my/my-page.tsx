import { Avatar, Button, Dialog, List } from 'antd-mobile';
import { SCORE_BOUNDS } from '@exchange/contracts';
import {
  BankcardOutline,
  BellOutline,
  CheckCircleOutline,
  CheckShieldOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  MailOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  StarOutline,
  TeamOutline,
  UserOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@exchange/i18n';
import { kycStatusKey } from '../../../features/account/kyc-status';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { logOut } from '../../../features/session/log-out';
import { useSessionStore } from '../../../features/session/session-store';
import { avatarOf, useProfile } from '../../../features/session/use-profile';
import { accountLabel } from '../../../features/session/account-label';
import { UnreadBadge } from '../../../features/messages/messages-bell';
import { useUnreadCount } from '../../../features/messages/use-unread';
import './my-page.css';

/** The "My" tab: who is logged in, and the account, help and about entries. */
export function MyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const lang = useLocaleStore((s) => s.lang);
  const { data: profile } = useProfile();
  const unread = useUnreadCount();

  const confirmLogout = async () => {
    const isSure = await Dialog.confirm({ content: t('auth.logoutConfirm'), confirmText: t('auth.logout'), cancelText: t('common.cancel') });
    if (isSure) {
      await logOut();
      navigate('/', { replace: true });
    }
  };

  return (
    <div className="m-page m-my">
      <h1 className="m-sr-only">{t('nav.my')}</h1>
      <header className="m-my__head">
        {isLogin ? (
          <Link to="/profile" className="m-my__user">
            <Avatar src={avatarOf(profile)} alt="" style={{ '--size': '56px', '--border-radius': '50%' }} />
            <span className="m-my__who">
              <bdi dir="ltr" className="m-my__name">{profile ? accountLabel(profile) : '…'}</bdi>
              <span className="m-my__meta">
                UID <bdi dir="ltr">{profile?.uid ?? ''}</bdi> · {t('profile.creditScore')} {profile ? formatNumber(profile.score, lang) : ''}
              </span>
              <span className="m-my__score-hint">{t('creditScoreInfo.hint', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })}</span>
            </span>
          </Link>
        ) : (
          <div className="m-my__guest">
            <Avatar src="" alt="" style={{ '--size': '56px', '--border-radius': '50%' }} />
            <div className="m-my__guest-text">{t('home.welcome', { brand: t('brand') })}</div>
            <div className="m-my__guest-actions">
              <Button size="small" color="primary" onClick={() => navigate('/login')}>{t('auth.login')}</Button>
              <Button size="small" onClick={() => navigate('/register')}>{t('auth.register')}</Button>
            </div>
          </div>
        )}
      </header>
      <List className="m-list">
        {isLogin && (
          <>
            <List.Item prefix={<UserOutline />} onClick={() => navigate('/profile')}>{t('profile.title')}</List.Item>
            <List.Item prefix={<LockOutline />} onClick={() => navigate('/security')}>{t('security.title')}</List.Item>
            <List.Item prefix={<CheckShieldOutline />} extra={profile ? t(kycStatusKey(profile.auth)) : ''} onClick={() => navigate('/kyc')} data-testid="my-kyc">
              {t('security.kyc')}
            </List.Item>
            <List.Item prefix={<StarOutline />} extra={profile ? formatNumber(profile.score, lang) : ''} onClick={() => navigate('/score')}>
              {t('profile.creditScore')}
            </List.Item>
            <List.Item prefix={<TeamOutline />} onClick={() => navigate('/invite')}>{t('pc.account.invite')}</List.Item>
            <List.Item prefix={<PayCircleOutline />} onClick={() => navigate('/fund')} data-testid="my-fund">{t('pc.account.fund')}</List.Item>
            <List.Item prefix={<BankcardOutline />} onClick={() => navigate('/bank')} data-testid="my-bank">{t('pc.setting.bank')}</List.Item>
          </>
        )}
        <List.Item prefix={<GlobalOutline />} extra={LANGUAGE_NAMES[lang]} onClick={() => navigate('/language')}>
          {t('language.title')}
        </List.Item>
      </List>
      <List className="m-list">
        <List.Item prefix={<BellOutline />} extra={<UnreadBadge count={unread} className="msg-badge--inline" />} onClick={() => navigate('/messages')} data-testid="my-messages">
          {t('nav.messages')}
        </List.Item>
        {/* Proof of reserves (issue 29): for anyone; a user checks their own balances there. */}
        <List.Item prefix={<CheckCircleOutline />} onClick={() => navigate('/transparency')} data-testid="my-transparency">{t('nav.transparency')}</List.Item>
        <List.Item prefix={<QuestionCircleOutline />} onClick={() => navigate('/help')}>{t('help.title')}</List.Item>
        <List.Item prefix={<InformationCircleOutline />} onClick={() => navigate('/about/us')}>{t('about.us')}</List.Item>
        <List.Item prefix={<FileOutline />} onClick={() => navigate('/about/policy')}>{t('about.policy')}</List.Item>
        <List.Item prefix={<UnorderedListOutline />} onClick={() => navigate('/about/protocol')}>{t('about.protocol')}</List.Item>
        <List.Item prefix={<FileOutline />} onClick={() => navigate('/about/legal')}>{t('about.legal')}</List.Item>
        <List.Item prefix={<MailOutline />} onClick={() => navigate('/about/connect')}>{t('about.connect')}</List.Item>
      </List>
      {isLogin && (
        <div className="m-pad">
          <Button block onClick={() => void confirmLogout()} className="m-logout">
            {t('auth.logout')}
          </Button>
        </div>
      )}
    </div>
  );
}
