import { Button, Empty, Pagination, Spin, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, type TMessageFilter } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useMessages } from '../../../features/messages/use-messages';
import { useSessionStore } from '../../../features/session/session-store';
import { UnreadBadge } from '../../../features/messages/messages-bell';

const isFilter = (value: string | null): value is TMessageFilter => (MESSAGE_FILTERS as readonly string[]).includes(value ?? '');

/**
 * /pc/help/message: site notices and the user's notifications (tabs all / notices / personal),
 * newest first, 10 a page; unread ones marked, "mark all as read". Public: a visitor sees the
 * notices, and is asked to log in for the personal tab.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const openLogin = useSessionStore((s) => s.openLogin);
  const [search, setSearch] = useSearchParams();
  const type = isFilter(search.get('type')) ? (search.get('type') as TMessageFilter) : 'all';
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const { page, isLogin, unread, markAllRead } = useMessages(type, pageNo);
  const go = (next: { type?: TMessageFilter; page?: number }) =>
    setSearch({ type: next.type ?? type, page: String(next.page ?? 1) }, { replace: true });

  const emptyText = type === 'notices' ? t('messages.emptyNotices') : type === 'personal' ? t('messages.emptyPersonal') : t('messages.empty');
  let body;
  if (type === 'personal' && !isLogin) {
    body = (
      <Empty description={t('messages.loginForPersonal')}>
        <Button type="primary" onClick={openLogin}>
          {t('messages.login')}
        </Button>
      </Empty>
    );
  } else if (page.isLoading) {
    body = (
      <div className="pc-loading" aria-busy="true">
        <Spin />
      </div>
    );
  } else if (page.isError && !page.data) {
    body = (
      <Empty description={t('messages.loadFailed')}>
        <Button onClick={() => void page.refetch()}>{t('messages.retry')}</Button>
      </Empty>
    );
  } else if (!page.data?.list.length) {
    body = <Empty description={emptyText} />;
  } else {
    body = (
      <>
        <ul className="pc-msgs" data-testid="messages-list">
          {page.data.list.map((m) => (
            <li key={m.id} className={!isLogin ? 'pc-msgs__item' : m.isRead ? 'pc-msgs__item is-read' : 'pc-msgs__item is-unread'} data-id={m.id}>
              <Link to={`/help/msg-detail?id=${m.id}`}>
                <span className="pc-msgs__head">
                  {!m.isRead && isLogin && <span className="pc-msgs__dot" aria-label={t('messages.unread')} role="img" />}
                  <span className={`pc-msgs__type pc-msgs__type--${m.type}`}>{t(m.type === 'notice' ? 'messages.typeNotice' : 'messages.typePersonal')}</span>
                  <span className="pc-msgs__title">{m.title}</span>
                  <time className="pc-msgs__time" dateTime={new Date(m.time).toISOString()}>
                    {formatDateTime(m.time, lang)}
                  </time>
                </span>
                {m.content && <span className="pc-msgs__content">{m.content}</span>}
              </Link>
            </li>
          ))}
        </ul>
        {page.data.totalRow > MESSAGES_PAGE_SIZE && (
          <Pagination className="pc-msgs__pages" current={pageNo} pageSize={MESSAGES_PAGE_SIZE} total={page.data.totalRow} showSizeChanger={false} onChange={(p) => go({ page: p })} />
        )}
      </>
    );
  }

  return (
    <section className="pc-page pc-card pc-msgs-page">
      <div className="pc-msgs-page__head">
        <h1 className="pc-page__title">
          {t('messages.title')}
          <UnreadBadge count={unread} className="msg-badge--inline" />
        </h1>
        {isLogin && (
          <Button onClick={() => markAllRead.mutate()} loading={markAllRead.isPending} disabled={unread === 0} data-testid="mark-all-read">
            {unread === 0 ? t('messages.allRead') : t('messages.markAllRead')}
          </Button>
        )}
      </div>
      <Tabs
        activeKey={type}
        onChange={(key) => go({ type: key as TMessageFilter })}
        items={MESSAGE_FILTERS.map((f) => ({ key: f, label: t(`messages.${f}`) }))}
      />
      {body}
    </section>
  );
}
