// The home page is the first page: plain links and inline icons, no UI-kit component or icon set.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SCORE_BOUNDS, type TProductCode } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useProfile } from '../../../features/session/use-profile';
import { LazyHomeMarkets } from '../home/lazy-home-markets';
import { LazyClosedProductsNote } from '../../../features/products/lazy-closed-products';
import { MessagesBell } from '../../../features/messages/messages-bell';
import { LazyHomeNotices } from '../../../features/messages/lazy-home-notices';
import { HOME_ICONS } from '../home/home-icons';
import './home-page.css';

/** Home: welcome, shortcuts, and the live markets (headline cards, top gainers and volume). */
export function HomePage() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const lang = useLocaleStore((s) => s.lang);
  const { data: profile } = useProfile();
  const shortcuts = [
    { to: '/trade', icon: HOME_ICONS.spot, label: t('nav.tradeDetail'), product: 'spot' },
    { to: '/contract', icon: HOME_ICONS.contract, label: t('nav.contract'), product: 'contract' },
    { to: '/seconds', icon: HOME_ICONS.seconds, label: t('nav.secondContract'), product: 'seconds' },
    { to: '/subscribe', icon: HOME_ICONS.launchpad, label: t('nav.subscribe'), product: 'launchpad' },
    { to: '/fund', icon: HOME_ICONS.fund, label: t('pc.account.fund'), product: 'fund' },
    { to: '/flash', icon: HOME_ICONS.flash, label: t('pc.account.dui'), product: 'flash' },
    { to: '/quick-buy', icon: HOME_ICONS.quickBuy, label: t('nav.quickBuy'), product: 'fiat' },
    { to: '/help', icon: HOME_ICONS.help, label: t('help.title') },
    { to: '/security', icon: HOME_ICONS.security, label: t('security.title') },
    { to: '/invite', icon: HOME_ICONS.contact, label: t('pc.account.invite') },
    { to: '/about/us', icon: HOME_ICONS.about, label: t('about.us') },
    { to: '/about/connect', icon: HOME_ICONS.contact, label: t('about.connect') },
  ] satisfies { to: string; icon: ReactNode; label: string; product?: TProductCode }[];
  // The shortcuts' names for the note on the ones closed to the user.
  const productLabels = Object.fromEntries(shortcuts.flatMap((s) => ('product' in s ? [[s.product, s.label]] : [])));
  return (
    <div className="m-page">
      <header className="m-topbar">
        <span className="m-brand">{t('brand')}</span>
        <span className="m-topbar__icons">
          <MessagesBell to="/messages" className="m-topbar__icon" />
          <Link to="/language" className="m-topbar__icon" aria-label={t('language.title')}>
            {HOME_ICONS.language}
          </Link>
        </span>
      </header>
      <section className="m-hero">
        <h1>{t('home.headline')}</h1>
        <p>{t('home.subline')}</p>
        {isLogin ? (
          <p className="m-hero__score">
            {t('profile.creditScore')}: <strong>{profile ? formatNumber(profile.score, lang) : '…'}</strong>
            <span className="m-hero__score-hint">{t('creditScoreInfo.hint', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })}</span>
          </p>
        ) : (
          <div className="m-hero__actions">
            <Link to="/register" className="m-hero__btn m-hero__btn--solid">{t('auth.register')}</Link>
            <Link to="/login" className="m-hero__btn m-hero__btn--ghost">{t('auth.login')}</Link>
          </div>
        )}
      </section>
      <nav className="m-shortcuts" aria-label={t('home.shortcuts')}>
        {shortcuts.map((s) => (
          <Link key={s.to} to={s.to} className="m-shortcut">
            <span className="m-shortcut__icon">{s.icon}</span>
            <span className="m-shortcut__label">{s.label}</span>
          </Link>
        ))}
      </nav>
      {/* Which shortcuts lead to a product closed to the user, and why, before a tap. */}
      <LazyClosedProductsNote labels={productLabels} className="m-closed-note" />
      {/* Proof of reserves (issue 29): anyone sees the signed figures; a user checks their own balances. */}
      <Link to="/transparency" className="m-trust" data-testid="home-transparency">
        <span className="m-trust__icon">{HOME_ICONS.trust}</span>
        <span className="m-trust__text">
          <strong>{t('home.trustTitle')}</strong>
          <span>{t('home.trustText')}</span>
        </span>
      </Link>
      {/* The markets keep their place (their placeholder has their size); the operators' notices,
          whose size is known only when they arrive, come after them and move nothing. */}
      <LazyHomeMarkets />
      <LazyHomeNotices variant="mobile" />
    </div>
  );
}
