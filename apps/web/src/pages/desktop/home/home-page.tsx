import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useProfile } from '../../../features/session/use-profile';
import { GlobeIcon, HeadsetIcon, ShieldIcon } from '../../../ui/desktop/icons';
import { useGate } from '../layout/use-gate';
import { MarketCards } from '../markets/market-cards';
import { MarketList } from '../markets/market-list';
import { LazyHomeNotices } from '../../../features/messages/lazy-home-notices';
import '../trade/trade.css';
import './home-page.css';

/**
 * Home: welcome and sign-up, the headline market cards and the full live market list, what the
 * exchange offers. Plain markup: the first page shows before the UI kit has loaded.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useGate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const lang = useLocaleStore((s) => s.lang);
  const { data: profile } = useProfile();
  const features = [
    { icon: <ShieldIcon />, title: t('home.featureSafeTitle'), text: t('home.featureSafeText') },
    { icon: <GlobeIcon />, title: t('home.featureGlobalTitle'), text: t('home.featureGlobalText') },
    { icon: <HeadsetIcon />, title: t('home.featureSupportTitle'), text: t('home.featureSupportText') },
  ];
  return (
    <div className="pc-home">
      <section className="pc-hero">
        <div className="pc-hero__inner">
          <h1>{t('home.headline')}</h1>
          <p>{t('home.subline')}</p>
          <div className="pc-hero__actions">
            {isLogin ? (
              <>
                <span className="pc-hero__score">
                  {t('profile.creditScore')}: <strong>{profile ? formatNumber(profile.score, lang) : '…'}</strong>
                </span>
                <button type="button" className="pc-btn pc-btn--light" onClick={() => gate(() => navigate('/home/detail'))}>
                  {t('home.tradeNow')}
                </button>
              </>
            ) : (
              <button type="button" className="pc-btn pc-btn--primary" onClick={openLogin}>
                {t('auth.loginRegister')}
              </button>
            )}
          </div>
        </div>
      </section>
      <section className="pc-page pc-home-markets" aria-label={t('market.popular')}>
        <MarketCards />
      </section>
      <LazyHomeNotices variant="desktop" />
      <section className="pc-page pc-card">
        <h2 className="pc-page__title">{t('home.markets')}</h2>
        <MarketList />
      </section>
      <section className="pc-page pc-features">
        {features.map((f) => (
          <div key={f.title} className="pc-feature">
            <span className="pc-feature__icon">{f.icon}</span>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
