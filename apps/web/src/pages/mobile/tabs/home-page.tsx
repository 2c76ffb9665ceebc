// Deep imports: the home page is the first page, kept free of antd-mobile's barrel.
import Button from 'antd-mobile/es/components/button';
import Grid from 'antd-mobile/es/components/grid';
import { GlobalOutline, InformationCircleOutline, LockOutline, MailOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useProfile } from '../../../features/session/use-profile';
import { LazyHomeMarkets } from '../home/lazy-home-markets';

/** Home: welcome, shortcuts, and the live markets (headline cards, top gainers and volume). */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const lang = useLocaleStore((s) => s.lang);
  const { data: profile } = useProfile();
  const shortcuts = [
    { to: '/help', icon: <QuestionCircleOutline />, label: t('help.title') },
    { to: '/security', icon: <LockOutline />, label: t('security.title') },
    { to: '/about/us', icon: <InformationCircleOutline />, label: t('about.us') },
    { to: '/about/connect', icon: <MailOutline />, label: t('about.connect') },
  ];
  return (
    <div className="m-page">
      <header className="m-topbar">
        <span className="m-brand">{t('brand')}</span>
        <Link to="/language" className="m-topbar__icon" aria-label={t('language.title')}>
          <GlobalOutline fontSize={22} />
        </Link>
      </header>
      <section className="m-hero">
        <h1>{t('home.headline')}</h1>
        <p>{t('home.subline')}</p>
        {isLogin ? (
          <p className="m-hero__score">
            {t('profile.creditScore')}: <strong>{profile ? formatNumber(profile.score, lang) : '…'}</strong>
          </p>
        ) : (
          <div className="m-hero__actions">
            <Button color="primary" onClick={() => navigate('/register')}>{t('auth.register')}</Button>
            <Button fill="outline" onClick={() => navigate('/login')} className="m-hero__ghost">{t('auth.login')}</Button>
          </div>
        )}
      </section>
      <Grid columns={4} gap={8} className="m-shortcuts">
        {shortcuts.map((s) => (
          <Grid.Item key={s.to} onClick={() => navigate(s.to)} className="m-shortcut">
            <span className="m-shortcut__icon">{s.icon}</span>
            <span className="m-shortcut__label">{s.label}</span>
          </Grid.Item>
        ))}
      </Grid>
      <LazyHomeMarkets />
    </div>
  );
}
