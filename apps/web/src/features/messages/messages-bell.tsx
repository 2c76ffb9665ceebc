import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './use-unread';
import './messages-badge.css';

const BELL = (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </svg>
);

/** The unread count as a small red badge (nothing at 0); over 99 reads 99+. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`msg-badge ${className}`} data-testid="unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The bell of both headers: a link to the messages screen with the live unread count (the
 * private socket topic `messages` moves it). Its name says the count to screen readers.
 */
export function MessagesBell({ to, className = '' }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const label = unread > 0 ? `${t('nav.messages')}: ${t('nav.unreadBadge', { count: unread })}` : t('nav.messages');
  return (
    <Link to={to} className={`msg-bell ${className}`} aria-label={label} data-testid="messages-bell" data-unread={unread}>
      {BELL}
      <UnreadBadge count={unread} />
    </Link>
  );
}
