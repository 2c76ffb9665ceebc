import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, type TMessage, type TMessageFilter } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useMessages } from '../../../features/messages/use-messages';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { Tabs } from '../../../ui/mobile/tabs';

const isFilter = (value: string | null): value is TMessageFilter => (MESSAGE_FILTERS as readonly string[]).includes(value ?? '');

function MessageRow({ message, isLogin }: { message: TMessage; isLogin: boolean }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const isUnread = isLogin && !message.isRead;
  return (
    <li className={isUnread ? 'mm-row is-unread' : isLogin ? 'mm-row is-read' : 'mm-row'} data-id={message.id}>
      <Link to={`/messages/${message.id}`}>
        <span className="mm-row__head">
          {isUnread && <span className="mm-row__dot" role="img" aria-label={t('messages.unread')} />}
          <span className={`mm-row__type mm-row__type--${message.type}`}>{t(message.type === 'notice' ? 'messages.typeNotice' : 'messages.typePersonal')}</span>
          <time className="mm-row__time" dateTime={new Date(message.time).toISOString()}>
            {formatDateTime(message.time, lang)}
          </time>
        </span>
        <span className="mm-row__title">{message.title}</span>
        {message.content && <span className="mm-row__content">{message.content}</span>}
      </Link>
    </li>
  );
}

/** Pages 2… of a tab: each its own query, so every loaded page stays fresh. */
function MorePage({ type, pageNo }: { type: TMessageFilter; pageNo: number }) {
  const { t } = useTranslation();
  const { page, isLogin } = useMessages(type, pageNo);
  if (page.isLoading) {
    return (
      <li className="mt-center" aria-busy="true">
        <DotLoading />
      </li>
    );
  }
  if (page.isError && !page.data) {
    return (
      <li className="mt-center" role="alert">
        <Button size="small" onClick={() => void page.refetch()}>
          {t('messages.retry')}
        </Button>
      </li>
    );
  }
  return <>{page.data?.list.map((m) => <MessageRow key={m.id} message={m} isLogin={isLogin} />)}</>;
}

function MessageList({ type }: { type: TMessageFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pages, setPages] = useState(1);
  const { page: first, isLogin } = useMessages(type, 1);
  if (type === 'personal' && !isLogin) {
    return (
      <div className="mt-center mt-center--col">
        <EmptyState description={t('messages.loginForPersonal')} />
        <Button color="primary" size="small" onClick={() => navigate('/login')}>
          {t('messages.login')}
        </Button>
      </div>
    );
  }
  if (first.isLoading) {
    return (
      <div className="mt-center" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (first.isError && !first.data) {
    return (
      <div className="mt-center mt-center--col" role="alert">
        <EmptyState description={t('messages.loadFailed')} />
        <Button size="small" onClick={() => void first.refetch()}>
          {t('messages.retry')}
        </Button>
      </div>
    );
  }
  if (!first.data?.list.length) {
    return <EmptyState description={t(type === 'notices' ? 'messages.emptyNotices' : type === 'personal' ? 'messages.emptyPersonal' : 'messages.empty')} />;
  }
  const hasMore = pages * MESSAGES_PAGE_SIZE < first.data.totalRow;
  return (
    <>
      <ul className="mm-list" data-testid="messages-list">
        {first.data.list.map((m) => (
          <MessageRow key={m.id} message={m} isLogin={isLogin} />
        ))}
        {Array.from({ length: pages - 1 }, (_, i) => (
          <MorePage key={i + 2} type={type} pageNo={i + 2} />
        ))}
      </ul>
      <div className="mt-center mm-foot">
        {hasMore ? (
          <Button size="small" onClick={() => setPages((n) => n + 1)}>
            {t('messages.loadMore')}
          </Button>
        ) : (
          <span className="mt-muted">{t('messages.noMore')}</span>
        )}
      </div>
    </>
  );
}

/**
 * /messages: the site notices and the user's notifications (tabs all / notices / personal), newest
 * first, 10 at a time with "load more"; unread ones marked; "mark all as read". Reached from the
 * Home bell and My; public (a visitor sees the notices).
 */
export function MessagesScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const type = isFilter(search.get('type')) ? (search.get('type') as TMessageFilter) : 'all';
  const { unread, isLogin, markAllRead } = useMessages(type, 1);
  return (
    <SubPage title={t('messages.title')}>
      <Tabs activeKey={type} onChange={(key) => setSearch({ type: key }, { replace: true })}>
        {MESSAGE_FILTERS.map((f) => (
          <Tabs.Tab key={f} title={t(`messages.${f}`)} />
        ))}
      </Tabs>
      {isLogin && unread > 0 && (
        <div className="mm-unread">
          <span>{t('messages.unreadCount', { count: unread })}</span>
          <button type="button" className="mm-readall" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending} data-testid="mark-all-read">
            {t('messages.markAllRead')}
          </button>
        </div>
      )}
      <MessageList key={type} type={type} />
    </SubPage>
  );
}
