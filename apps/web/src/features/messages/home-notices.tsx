import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../locale/locale-store';
import { useHomeInfo } from './use-unread';
import './home-notices.css';

/** An operator's link: a path of this app (its router) or an https address (a new tab). */
function NoticeLink({ to, className, children }: { to: string | null; className: string; children: ReactNode }) {
  if (!to) return <div className={className}>{children}</div>;
  if (/^https:\/\//.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/**
 * The home page's banners (an image, or its title on a coloured card) and notices, as operators
 * publish them (`npm run ops -- notice:add banner|home`), in the reader's language. Plain markup
 * shared by both interfaces; a failed load shows nothing rather than an error on the home page.
 */
export function HomeNotices({ variant }: { variant: 'mobile' | 'desktop' }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const info = useHomeInfo(lang);
  const banners = info.data?.banners ?? [];
  const notices = info.data?.notices ?? [];
  if (banners.length === 0 && notices.length === 0) return null;
  return (
    <div className={`msg-home msg-home--${variant}`} data-testid="home-notices">
      {banners.length > 0 && (
        // A row that scrolls sideways: focusable, so a keyboard can scroll it too.
        <section className="msg-home__banners" aria-label={t('messages.banners')} tabIndex={0}>
          {banners.map((b, i) => (
            <NoticeLink key={b.id} to={b.link} className={`msg-home__banner msg-home__banner--${i % 3}`}>
              {b.image ? <img src={b.image} alt={b.title} loading="lazy" /> : <span className="msg-home__banner-title">{b.title}</span>}
            </NoticeLink>
          ))}
        </section>
      )}
      {notices.length > 0 && (
        <section className="msg-home__notices" aria-labelledby={`msg-home-title-${variant}`}>
          <h2 id={`msg-home-title-${variant}`} className="msg-home__title">
            {t('messages.homeNotices')}
          </h2>
          <ul>
            {notices.map((n) => (
              <li key={n.id}>
                <NoticeLink to={n.link} className="msg-home__notice">
                  <strong>{n.title}</strong>
                  {n.content && <span>{n.content}</span>}
                </NoticeLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
