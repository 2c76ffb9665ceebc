import { Link, useNavigate } from 'react-router';
import { SCORE_BOUNDS, type TProductCode } from '@exchange/contracts';
import { LazyClosedProductMark } from '../../../features/products/lazy-closed-products';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useProfile } from '../../../features/session/use-profile';
import { MessagesBell } from '../../../features/messages/messages-bell';
import { AccountDropdown } from './account-dropdown';
import { LanguageDropdown } from './language-dropdown';
import { useGate } from './use-gate';

type TNavItem = { nav: number; label: string; to: string; product?: TProductCode };

/** SPEC §2 navigation, in order; every item but home asks a logged-out user to log in first. */
const NAV: TNavItem[] = [
  { nav: 1, label: 'nav.home', to: '/home' },
  { nav: 2, label: 'nav.subscribe', to: '/subcribe', product: 'launchpad' },
  { nav: 3, label: 'nav.tradeDetail', to: '/home/detail', product: 'spot' },
  { nav: 5, label: 'nav.contract', to: '/contract', product: 'contract' },
  { nav: 6, label: 'nav.secondContract', to: '/secondContract', product: 'seconds' },
  { nav: 7, label: 'nav.fund', to: '/account/fund?type=10', product: 'fund' },
  { nav: 8, label: 'nav.quickBuy', to: '/quickBuy', product: 'fiat' },
  { nav: 4, label: 'nav.help', to: '/help' },
];

export function DesktopHeader({ navIndex }: { navIndex: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useGate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const lang = useLocaleStore((s) => s.lang);
  const { data: profile } = useProfile();

  return (
    <header className="pc-header">
      <div className="pc-header__inner">
        <Link to="/home" className="pc-brand">{t('brand')}</Link>
        <nav className="pc-nav" aria-label={t('pc.mainNav')}>
          {NAV.map((item) => (
            <a
              key={item.nav}
              href={`/pc${item.to}`}
              className={item.nav === navIndex ? 'pc-nav__item is-active' : 'pc-nav__item'}
              onClick={(e) => {
                e.preventDefault();
                // Home and the help centre are open to visitors; the products ask to log in first.
                if (item.nav === 1 || item.nav === 4) navigate(item.to);
                else gate(() => navigate(item.to));
              }}
            >
              {t(item.label)}
              {/* Closed to the user (country, switched off): a mark named with the reason, before the click. */}
              {item.product && <LazyClosedProductMark code={item.product} className="pc-nav__closed" />}
            </a>
          ))}
        </nav>
        <div className="pc-header__right">
          <LanguageDropdown />
          {isLogin && profile && (
            // A plain CSS tooltip (the header is on every first page; antd's would load the kit there).
            // Focusable, so the explanation shows from the keyboard too; read as its description.
            <span className="pc-header__score pc-tip" data-testid="credit-score" tabIndex={0} aria-describedby="credit-score-hint">
              {t('profile.creditScore')} <strong>{formatNumber(profile.score, lang)}</strong>{' '}
              <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="12" cy="12" r="9" />
                <path d="M12 11v5.5M12 7.5h.01" />
              </svg>
              <span id="credit-score-hint" role="tooltip" className="pc-tip__text">
                {t('creditScoreInfo.hint', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })}
              </span>
            </span>
          )}
          <MessagesBell to="/help/message" className="pc-header__bell" />
          <AccountDropdown />
        </div>
      </div>
    </header>
  );
}
