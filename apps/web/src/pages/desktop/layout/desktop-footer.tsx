import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** SPEC §2 footer: about, legal, user agreement, contact, the help centre, proof of reserves (issue 29), and the copyright from 2019. */
export function DesktopFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="pc-footer">
      <div className="pc-footer__inner">
        <nav className="pc-footer__links">
          <Link to="/about/us?type=8">{t('about.us')}</Link>
          <Link to="/about/legal?type=10">{t('about.legal')}</Link>
          <Link to="/about/protocol?type=9">{t('about.protocol')}</Link>
          <Link to="/about/connect?type=7">{t('about.connect')}</Link>
          <Link to="/help">{t('nav.help')}</Link>
          <Link to="/transparency" data-testid="footer-transparency">{t('nav.transparency')}</Link>
        </nav>
        <div className="pc-footer__copy">{t('pc.copyright', { from: 2019, year, brand: t('brand') })}</div>
      </div>
    </footer>
  );
}
